/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readExportSurface } from './export-surface';

let sharedDirectory: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(sharedDirectory, file)), { recursive: true });
  await writeFile(path.join(sharedDirectory, file), text);
}

beforeAll(async () => {
  sharedDirectory = await mkdtemp(path.join(tmpdir(), 'export-surface-'));
  await write(
    'runtime/package.json',
    JSON.stringify({
      name: '@site-chrome/runtime',
      version: '2.8.0',
      exports: { '.': './src/index.ts', './package.json': './package.json' },
    }),
  );
  await write(
    'runtime/src/index.ts',
    [
      "export { iconUrl, type IconName } from './icons';",
      "export type { Theme } from './theme';",
      "export { siteById } from '@site-chrome/rules/sites';",
      "export { useTranslation } from 'react-i18next';",
      'export const chromeStore = {};',
      'export interface ChromeProps { site: string }',
    ].join('\n'),
  );
  await write(
    'runtime/src/icons.ts',
    "export const iconUrl = (name: IconName) => name;\nexport type IconName = 'x';\n",
  );
  await write('runtime/src/theme.ts', "export type Theme = 'light';\n");
  await write(
    'rules/package.json',
    JSON.stringify({
      name: '@site-chrome/rules',
      version: '2.8.0',
      exports: { './sites': './src/sites/index.ts' },
    }),
  );
  await write('rules/src/sites/index.ts', 'export function siteById(id: number) { return id; }\n');
  await write(
    'data/package.json',
    JSON.stringify({ name: '@site-chrome/data', version: '2.8.0', exports: { './*': './src/*/index.ts' } }),
  );
  await write('data/src/notices/index.ts', 'export const useNotices = () => [];\n');
  await write('data/src/not-an-entry/schema.ts', 'export const schema = 1;\n');
});

afterAll(async () => {
  await rm(sharedDirectory, { recursive: true, force: true });
});

describe('the run-time export surface of runtime, rules and data', () => {
  it('lists each entry with the values it exports (types left out, re-exports followed, `./*` expanded)', () => {
    expect(readExportSurface(sharedDirectory)).toEqual({
      '@site-chrome/data/notices': ['useNotices'],
      '@site-chrome/rules/sites': ['siteById'],
      '@site-chrome/runtime': ['chromeStore', 'iconUrl', 'siteById', 'useTranslation'],
    });
  });
});

describe('the surface of this repository', () => {
  it('holds the names the 2.7.0 skew hazard was about', () => {
    const surface = readExportSurface(path.resolve(__dirname, '../../shared'));
    expect(surface['@site-chrome/runtime']).toEqual(
      expect.arrayContaining(['iconUrl', 'reportFallback', 'loadChunk', 'useLoad']),
    );
    expect(surface['@site-chrome/rules/legal-links']).toContain('footerLegalLinks');
    expect(surface['@site-chrome/rules/account-links']).toContain('signupPath');
  });
});
