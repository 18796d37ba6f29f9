/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  // The host kit installs without the build kit: it never imports webpack, in code, configuration or tests.
  { file: 'shared/host/src/probe.ts', request: '@site-chrome/webpack' },
  { file: 'shared/host/src/probe.test.ts', request: '@site-chrome/webpack' },
  { file: 'shared/host/probe.config.ts', request: '@site-chrome/webpack' },
  // The build kit is installed by teams: nothing of the page's runtime or the demo's dev kit in it.
  { file: 'webpack/src/probe.ts', request: '@site-chrome/runtime' },
  { file: 'webpack/src/probe.ts', request: '@site-chrome/dev/demo/local-ports' },
  // Build configuration never imports what the page runs, nor the demo's dev kit.
  { file: 'remote-header/webpack.config.ts', request: '@site-chrome/host' },
  { file: 'remote-footer/webpack.config.ts', request: '@site-chrome/dev/demo' },
  { file: 'webpack/loader.config.ts', request: '@site-chrome/dev/testing' },
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
  // The build kit builds the host kit's loader and writes the integrity fields it checks: one way.
  { file: 'webpack/src/probe.ts', request: '@site-chrome/host/integrity-contract' },
  { file: 'webpack/probe.config.ts', request: '@site-chrome/host' },
  // The build kit's /loader.js settings, read by the header's build.
  { file: 'remote-header/webpack.config.ts', request: '@site-chrome/webpack/loader.config' },
  // Tools and browser suites drive the whole repository.
  { file: 'scripts/probe.ts', request: '@site-chrome/host-demo/ssr-page' },
  { file: 'scripts/bench/probe.ts', request: '@site-chrome/webpack' },
  { file: 'e2e/chaos/probe.spec.ts', request: '@site-chrome/host-demo/fetch-fragment' },
  { file: 'examples/webpack-host/src/probe.ts', request: '@site-chrome/host' },
];

/*
 * shared/README.md says the same as the lint: each row of its two tables ("may import") is checked against
 * ESLint with a probe file in the row's folder importing each package of ours, allowed exactly when the row
 * lists it (a package may always import itself).
 */
const sharedPackages = ['rules', 'runtime', 'data', 'host', 'server', 'dev'];
const ourPackages = [...sharedPackages, 'webpack', 'remotes', 'host-demo'];
const requestFor: Record<string, string> = {
  remotes: '@site-chrome/remote-header/Header',
  'host-demo': '@site-chrome/host-demo/ssr-page',
};

interface ReadmeRow {
  /** The row's folder as the README names it, e.g. `remote-*\/src/` or `host-demo/*.ts`. */
  folder: string;
  /** Where a probe for the row lives, from the repository root. */
  probe: string;
  allowed: string[];
}

/** The rows of shared/README.md's two arrow tables (before "Federated entries"), with what each may import. */
function readmeRows(markdown: string): ReadmeRow[] {
  const rows: ReadmeRow[] = [];
  for (const line of markdown.split('## Federated entries')[0]!.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const imports = cells.at(-2);
    // The folders a row names come first in its first cell, before any remark in brackets.
    const named = (cells[1] ?? '')
      .split('(')[0]!
      .split('`')
      .filter((text, index) => index % 2 === 1 && !text.startsWith('@'));
    if (imports === undefined) continue;
    for (const folder of named) {
      const shared = /^[a-z]+\/$/.test(folder) && sharedPackages.includes(folder.slice(0, -1));
      const where = (shared ? `shared/${folder}` : folder).replace('*', 'header');
      const probe = where.endsWith('/') ? `${where}probe.ts` : where.replace('*.ts', 'probe.config.ts');
      const self = shared ? [folder.slice(0, -1)] : folder === 'webpack/' ? ['webpack'] : [];
      const listed = /^anything/.test(imports)
        ? ourPackages
        : /^every other shared package/.test(imports)
          ? sharedPackages
          : [...imports.matchAll(/\b(rules|runtime|data|host|server|dev|webpack)\b(?!-)|\b(remotes)\b/g)].map(
              ([, name, remotes]) => (name ?? remotes)!,
            );
      rows.push({ folder, probe, allowed: [...new Set([...self, ...listed])] });
    }
  }
  return rows;
}

const rows = readmeRows(readFileSync(path.join(repositoryRoot, 'shared/README.md'), 'utf8'));
const readmeCases = rows.flatMap(({ folder, probe, allowed: listed }) =>
  ourPackages.map((name) => ({
    folder,
    name,
    allowed: listed.includes(name),
    importCase: { file: probe, request: requestFor[name] ?? `@site-chrome/${name}` },
  })),
);

/** A file no zone covers: the coverage check must name it. */
const strayFile = 'stray/probe.ts';

describe('the import arrows between packages (scripts/import-arrows.mjs)', () => {
  const probes = [...refused, ...allowed, ...readmeCases.map(({ importCase }) => importCase)];
  const { probeRules, uncovered } = runEslint(probes, [...sourceFiles(), strayFile]);
  const refusedResults = probeRules.slice(0, refused.length);
  const allowedResults = probeRules.slice(refused.length, refused.length + allowed.length);
  const readmeResults = probeRules.slice(refused.length + allowed.length);

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

  it('reads a row of each kind from shared/README.md', () => {
    expect(rows.map(({ folder }) => folder)).toEqual(
      expect.arrayContaining([
        'rules/',
        'dev/',
        'webpack/',
        'remote-*/src/server/',
        'host-demo/*.ts',
        'e2e/',
      ]),
    );
  });

  it.each(
    readmeCases.map(
      ({ folder, name, allowed: isAllowed }, index) => [folder, isAllowed, name, index] as const,
    ),
  )('agrees with shared/README.md: %s may (%s) import %s', (_folder, isAllowed, _name, index) => {
    expect(readmeResults[index]).toEqual(isAllowed ? [] : ['no-restricted-imports']);
  });
});
