/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPackageRequests } from './shared-singletons';

/*
 * Each federated entry of ours (the runtime singleton, the rule entries, one entry per endpoint) is its own
 * shared module on the page. A file that two entries reach through relative imports would be bundled into
 * both and run twice: two stores, two query clients. So entries reach each other only through package
 * names, which the federation runtime resolves to the one shared instance; these tests read the import
 * graph to keep it so.
 */

const sharedDirectory = path.resolve(__dirname, '../../shared');

interface PackageJson {
  exports: Record<string, string>;
}

/** The file a request such as `@site-chrome/data/notices` resolves to, read from its package's exports. */
function entryFile(request: string): string {
  const [, packageFolder, subpath] = /^@site-chrome\/([a-z]+)(\/.*)?$/.exec(request) ?? [];
  if (!packageFolder) throw new Error(`not one of ours: ${request}`);
  const directory = path.join(sharedDirectory, packageFolder);
  const { exports } = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as PackageJson;
  const key = `.${subpath ?? ''}`;
  const exact = exports[key];
  if (exact) return path.join(directory, exact);
  const wildcard = Object.entries(exports).find(
    ([pattern]) => pattern.endsWith('/*') && key.startsWith(pattern.slice(0, -1)),
  );
  if (!wildcard) throw new Error(`${request} is not exported`);
  return path.join(directory, wildcard[1].replace('*', key.slice(wildcard[0].length - 1)));
}

// Static value imports and re-exports; `import type` and `export type` are erased by the compiler.
const relativeImportPattern = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']*)';/gms;
const packageImportPattern = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(@site-chrome\/[^']*)';/gms;

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith('.json'),
  );
}

function relativeClosure(file: string): Set<string> {
  const reached = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (reached.has(next)) continue;
    reached.add(next);
    for (const match of readFileSync(next, 'utf8').matchAll(relativeImportPattern)) {
      const target = resolveRelative(next, match[1] as string);
      if (target) pending.push(target);
    }
  }
  return reached;
}

const requests = sharedPackageRequests();
const closures = Object.fromEntries(
  requests.map((request) => [request, relativeClosure(entryFile(request))]),
);
const fromShared = (file: string) => path.relative(sharedDirectory, file);

describe('given the federated entries of our packages', () => {
  it('lists the runtime singleton, the rule entries and one entry per endpoint', () => {
    expect(requests).toEqual(
      expect.arrayContaining([
        '@site-chrome/runtime',
        '@site-chrome/rules/sites',
        '@site-chrome/rules/settings',
        '@site-chrome/rules/search',
        '@site-chrome/data/header-menu',
        '@site-chrome/data/notices',
        '@site-chrome/data/account',
      ]),
    );
  });

  // What only tests, the mock API and the benches read (paths, parsers, persisters) is an entry of its own
  // that no page loads: a federated entry cannot be tree-shaken, so every name it exports ships.
  it('leaves @site-chrome/data/testing out of the federation', () => {
    expect(requests).not.toContain('@site-chrome/data/testing');
  });

  it('bundles no file into two entries', () => {
    const owners = new Map<string, string[]>();
    for (const [request, files] of Object.entries(closures)) {
      for (const file of files) owners.set(file, [...(owners.get(file) ?? []), request]);
    }
    const sharedByTwo = [...owners]
      .filter(([, owning]) => owning.length > 1)
      .map(([file, owning]) => `${fromShared(file)} in ${owning.join(' and ')}`);
    expect(sharedByTwo).toEqual([]);
  });

  // An entry importing itself by package name waits for its own loading to finish: the federation
  // runtime's share scope hangs on it forever (the header's Search once never opened because of it).
  it('has no file importing, by the package name, the entry it belongs to', () => {
    const selfImports = Object.entries(closures).flatMap(([request, files]) =>
      [...files].flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(packageImportPattern)]
          .filter((match) => match[1] === request)
          .map(() => `${fromShared(file)} imports ${request}`),
      ),
    );
    expect(selfImports).toEqual([]);
  });

  it.each(['host', 'dev'])('never reaches @site-chrome/%s, which is not federated', (folder) => {
    const reached = Object.entries(closures).flatMap(([request, files]) =>
      [...files]
        .map(fromShared)
        .filter((file) => file.startsWith(`${folder}/`))
        .map((file) => `${request} -> ${file}`),
    );
    expect(reached).toEqual([]);
  });
});
