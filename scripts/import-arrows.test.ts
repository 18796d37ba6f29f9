/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * The arrows between packages (shared/README.md, the zones in scripts/import-arrows.mjs), checked the way a
 * developer meets them: ESLint on a file placed in each zone, and ESLint's own view of every file of the
 * repository (each must fall in a zone). ESLint loads its .mjs config with a dynamic import, which jest's
 * module sandbox refuses, so a child Node process runs ESLint's own Node API.
 */

const repositoryRoot = path.resolve(__dirname, '..');

/** What a file in no zone is told (importArrowBlocks' first block); a zone's own message names the zone. */
const noZone = 'A file in no zone';

const lintScript = `
  import { ESLint } from 'eslint';
  const { probes, files } = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const probeRules = [];
  for (const { filePath, source } of probes) {
    const [result] = await eslint.lintText(source, { filePath });
    probeRules.push(result.messages.map((message) => message.ruleId));
  }
  const uncovered = [];
  for (const file of files) {
    if (await eslint.isPathIgnored(file)) continue;
    const config = await eslint.calculateConfigForFile(file);
    const [, options] = config.rules['no-restricted-imports'] ?? [];
    if (!options || options.patterns.some(({ message }) => message.startsWith(${JSON.stringify(noZone)})))
      uncovered.push(file);
  }
  process.stdout.write(JSON.stringify({ probeRules, uncovered }));
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

/** Every source file git knows of (tracked, or new and not ignored), from the repository root. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]s|[jt]sx)$/.test(file));
}

function runEslint(probes: ImportCase[], files: string[]): { probeRules: string[][]; uncovered: string[] } {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', lintScript, JSON.stringify({ probes: probes.map(importOf), files })],
    { cwd: repositoryRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output) as { probeRules: string[][]; uncovered: string[] };
}

const refused: ImportCase[] = [
  { file: 'remote-header/src/server/probe.ts', request: '@site-chrome/dev/demo' },
  { file: 'remote-header/src/features/probe.ts', request: '@site-chrome/host/fragments' },
  { file: 'remote-footer/src/features/probe.ts', request: '@site-chrome/dev/testing' },
  { file: 'remote-search/src/features/probe.ts', request: '@site-chrome/host' },
  { file: 'remote-header/src/features/probe.ts', request: '@site-chrome/host-demo/ssr-page' },
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
  // Host and webpack are installed apart: neither imports the other, in code, build configuration or tests.
  { file: 'webpack/src/probe.ts', request: '@site-chrome/host' },
  { file: 'webpack/src/probe.test.ts', request: '@site-chrome/host/fragments' },
  { file: 'shared/host/src/probe.ts', request: '@site-chrome/webpack' },
  { file: 'shared/host/src/probe.test.ts', request: '@site-chrome/webpack' },
  { file: 'shared/host/probe.config.ts', request: '@site-chrome/webpack' },
  // An import awaiting a move is allowed in the files listed for it, and only that request.
  { file: 'webpack/src/probe.ts', request: '@site-chrome/host/integrity-contract' },
  { file: 'webpack/src/chunk-integrity-plugin.ts', request: '@site-chrome/host/fragments' },
  { file: 'remote-footer/webpack.config.ts', request: '@site-chrome/dev/demo' },
  // Build configuration uses the config factory and rules, never what the page runs.
  { file: 'remote-search/module-federation.config.ts', request: '@site-chrome/host' },
  { file: 'remote-header/webpack.config.ts', request: '@site-chrome/runtime' },
  // The demo page reaches the remotes through the host kit at run time; its server fetches fragments.
  { file: 'host-demo/src/demo-page/probe.tsx', request: '@site-chrome/remote-header/Header' },
  { file: 'host-demo/server/probe.ts', request: '@site-chrome/server' },
  { file: 'host-demo/public/probe.js', request: '@site-chrome/runtime' },
  // The dev kit serves every shared package, and nothing that imports it in turn.
  { file: 'shared/dev/src/probe.ts', request: '@site-chrome/remote-header/Header' },
  { file: 'shared/dev/src/probe.ts', request: '@site-chrome/webpack' },
  // Outside consumers install the kit, nothing else of ours.
  { file: 'examples/webpack-host/src/probe.ts', request: '@site-chrome/dev/demo' },
  // A relative path into another workspace, from anywhere.
  { file: 'e2e/chaos/probe.spec.ts', request: '../../host-demo/server/fetch-fragment' },
  // A file in no zone may import nothing of ours.
  { file: 'stray/probe.ts', request: '@site-chrome/rules' },
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
  { file: 'host-demo/src/probe.ts', request: '@site-chrome/data/common-data' },
  { file: 'host-demo/src/bundled/probe.tsx', request: '@site-chrome/remote-footer/Footer' },
  { file: 'host-demo/server/probe.ts', request: '@site-chrome/host/fragments' },
  { file: 'shared/dev/src/probe.ts', request: '@site-chrome/server' },
  // Tests are never bundled: they may use the dev kit anywhere.
  { file: 'remote-footer/src/features/probe.test.ts', request: '@site-chrome/dev/testing' },
  { file: 'remote-header/src/features/probe.test.ts', request: '@site-chrome/data/testing' },
  { file: 'webpack/src/probe.test.ts', request: '@site-chrome/dev/testing' },
  // Build configuration: the config factory, rules; the demo's also its dev kit settings.
  { file: 'remote-footer/webpack.config.ts', request: '@site-chrome/webpack' },
  { file: 'remote-search/webpack.config.ts', request: '@site-chrome/rules/sites' },
  { file: 'host-demo/module-federation.config.ts', request: '@site-chrome/dev/demo/local-ports' },
  { file: 'webpack/src/probe.ts', request: '@site-chrome/rules/sites' },
  // Imports awaiting a move (scripts/import-arrows.mjs, awaitingMoves), in the files listed for them.
  { file: 'webpack/src/chunk-integrity-plugin.ts', request: '@site-chrome/host/integrity-contract' },
  { file: 'remote-footer/webpack.config.ts', request: '@site-chrome/dev/demo/local-ports' },
  // Tools and browser suites drive the whole repository.
  { file: 'scripts/probe.ts', request: '@site-chrome/host-demo/ssr-page' },
  { file: 'scripts/bench/probe.ts', request: '@site-chrome/webpack' },
  { file: 'e2e/chaos/probe.spec.ts', request: '@site-chrome/host-demo/fetch-fragment' },
  { file: 'examples/webpack-host/src/probe.ts', request: '@site-chrome/host' },
];

/** A file no zone covers: the coverage check must name it. */
const strayFile = 'stray/probe.ts';

describe('the import arrows between packages (scripts/import-arrows.mjs)', () => {
  const { probeRules, uncovered } = runEslint([...refused, ...allowed], [...sourceFiles(), strayFile]);
  const refusedResults = probeRules.slice(0, refused.length);
  const allowedResults = probeRules.slice(refused.length);

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

  it('puts every source file of the repository in a zone (a file in none is named)', () => {
    expect(uncovered).toEqual([strayFile]);
  });
});
