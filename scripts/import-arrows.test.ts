/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * The arrows between packages (ARCHITECTURE "Layout", `importArrows` in eslint.config.mjs), checked the way
 * a developer meets them: ESLint on a file placed in each folder. ESLint loads its .mjs config with a dynamic
 * import, which jest's module sandbox refuses, so a child Node process runs ESLint's own Node API.
 */

const repositoryRoot = path.resolve(__dirname, '..');

const lintScript = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = [];
  for (const { filePath, source } of cases) {
    const [result] = await eslint.lintText(source, { filePath });
    results.push(result.messages.map((message) => message.ruleId));
  }
  process.stdout.write(JSON.stringify(results));
`;

interface ImportCase {
  /** Where the probe pretends to live, from the repository root. */
  file: string;
  request: string;
}

const importOf = ({ file, request }: ImportCase) => ({
  filePath: path.join(repositoryRoot, file),
  source: `import { probe } from '${request}';\nexport const reexported = probe;\n`,
});

function ruleIdsReported(cases: ImportCase[]): string[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', lintScript, JSON.stringify(cases.map(importOf))],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

const refused: ImportCase[] = [
  { file: 'remote-header/src/server/probe.ts', request: '@site-chrome/dev/demo' },
  { file: 'remote-header/src/features/probe.ts', request: '@site-chrome/host/fragments' },
  { file: 'remote-footer/src/features/probe.ts', request: '@site-chrome/dev/testing' },
  { file: 'remote-search/src/features/probe.ts', request: '@site-chrome/host' },
  { file: 'shared/rules/src/sites/probe.ts', request: '@site-chrome/runtime' },
  { file: 'shared/runtime/src/store/probe.ts', request: '@site-chrome/data/notices' },
  { file: 'shared/data/src/notices/probe.ts', request: '@site-chrome/host' },
  { file: 'shared/host/src/probe.ts', request: '@site-chrome/dev/demo' },
  // The Node-only server package never reaches browser code, and the server reads no page-side package.
  { file: 'remote-header/src/features/probe.ts', request: '@site-chrome/server' },
  { file: 'shared/runtime/src/store/probe.ts', request: '@site-chrome/server' },
  { file: 'shared/server/src/probe.ts', request: '@site-chrome/host/fragments' },
  { file: 'remote-footer/src/server/probe.ts', request: '@site-chrome/host/fragments' },
  // Paths, parsers and persisters kept out of the federated data entries never reach a bundle either.
  { file: 'remote-header/src/features/probe.ts', request: '@site-chrome/data/testing' },
  { file: 'host-demo/src/probe.ts', request: '@site-chrome/data/testing' },
  { file: 'remote-footer/src/features/probe.ts', request: '@site-chrome/runtime/testing' },
];

const allowed: ImportCase[] = [
  // A remote's server entry runs in Node: it starts its fragment server from the server package, which
  // reads the fragment URL with the codec beside the props schema.
  { file: 'remote-footer/src/server/probe.ts', request: '@site-chrome/server' },
  { file: 'shared/server/src/probe.ts', request: '@site-chrome/runtime/fragments' },
  { file: 'shared/server/src/probe.ts', request: '@site-chrome/data/compliance' },
  { file: 'remote-footer/src/features/probe.ts', request: '@site-chrome/rules/sites' },
  { file: 'shared/data/src/notices/probe.ts', request: '@site-chrome/runtime' },
  { file: 'shared/host/src/probe.ts', request: '@site-chrome/rules/deadlines' },
  { file: 'host-demo/src/probe.ts', request: '@site-chrome/dev/demo' },
  // Tests are never bundled: they may use the dev kit anywhere.
  { file: 'remote-footer/src/features/probe.test.ts', request: '@site-chrome/dev/testing' },
  { file: 'remote-header/src/features/probe.test.ts', request: '@site-chrome/data/testing' },
];

describe('the import arrows between packages (eslint.config.mjs)', () => {
  const results = ruleIdsReported([...refused, ...allowed]);
  const refusedResults = results.slice(0, refused.length);
  const allowedResults = results.slice(refused.length);

  it.each(refused.map((importCase, index) => [importCase.file, importCase.request, index] as const))(
    'refuses, in %s, an import of %s',
    (_file, _request, index) => {
      expect(refusedResults[index]).toEqual(['no-restricted-imports']);
    },
  );

  it.each(allowed.map((importCase, index) => [importCase.file, importCase.request, index] as const))(
    'accepts, in %s, an import of %s',
    (_file, _request, index) => {
      expect(allowedResults[index]).toEqual([]);
    },
  );
});
