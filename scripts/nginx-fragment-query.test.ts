import { readFileSync } from 'node:fs';
import { siteKeys } from '@site-chrome/rules/sites';
import { supportedLanguages } from '@site-chrome/runtime';
import { decodeFragmentQuery, encodeFragmentQuery } from '@site-chrome/runtime/fragments';
import { fragmentQueryConf, fragmentQueryConfPath } from './nginx-fragment-query';

/** The `&name=value` results of one map of the conf, by source value. */
function mapEntries(conf: string, variable: string): Map<string, string> {
  const block = new RegExp(`map \\S+ \\$${variable} \\{\\n([^}]*)\\}`).exec(conf)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/^ {2}(\S+) "([^"]*)";$/gm)]
      .filter(([, source]) => source !== 'default')
      .map(([, source = '', result = '']) => [source, result]),
  );
}

describe('deploy/nginx/fragment-query.conf', () => {
  const conf = readFileSync(fragmentQueryConfPath, 'utf8');

  it('is the one the tables write (run `node -r esbuild-register scripts/nginx-fragment-query.ts`)', () => {
    expect(conf).toBe(fragmentQueryConf());
  });

  it.each([
    ['site', siteKeys],
    ['language', supportedLanguages],
    ['theme', ['light', 'dark']],
  ] as const)(
    'passes on every %s of the table but the default, in the encoder’s spelling',
    (parameter, values) => {
      const entries = mapEntries(conf, `fragment_query_${parameter}`);
      expect([...entries.keys()]).toEqual(
        values.filter((value) => encodeFragmentQuery({ [parameter]: value }) !== ''),
      );
      for (const result of entries.values()) {
        const query = result.slice(1);
        const decoded = decodeFragmentQuery(new URLSearchParams(query));
        expect(decoded.ok && encodeFragmentQuery(decoded.props)).toBe(query);
      }
    },
  );
});
