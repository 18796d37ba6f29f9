/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * The lint's refusal of a relative path into another package (scripts/workspace-paths.mjs,
 * `workspace-paths/by-package-name`), checked the way a developer meets it: ESLint on a probe file placed in
 * the repository. A child Node process runs ESLint (its .mjs configuration is loaded by a dynamic import,
 * which jest's module sandbox refuses).
 */

const repositoryRoot = path.resolve(__dirname, '..');

const lintScript = `
  import { ESLint } from 'eslint';
  const probes = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const found = [];
  for (const { filePath, source } of probes) {
    const [result] = await eslint.lintText(source, { filePath });
    found.push(
      result.messages
        .filter((message) => message.ruleId === 'workspace-paths/by-package-name')
        .map((message) => message.message),
    );
  }
  process.stdout.write(JSON.stringify(found));
`;

/** Where the probe pretends to live (from the repository root), what it imports, and the package it should name. */
const cases: { file: string; request: string; refusedFor?: string }[] = [
  // A sibling workspace by a short path: resolved, so caught as surely as by the long one.
  {
    file: 'shared/host/src/probe.ts',
    request: '../../runtime/src/index',
    refusedFor: '@site-chrome/runtime',
  },
  {
    file: 'remote-header/src/probe.ts',
    request: '../../shared/rules/src/sites',
    refusedFor: '@site-chrome/rules',
  },
  {
    file: 'e2e/chaos/probe.spec.ts',
    request: '../../host-demo/server/fetch-fragment',
    refusedFor: '@site-chrome/host-demo',
  },
  // A workspace's file reaching into the root's tools.
  { file: 'host-demo/server/probe.ts', request: '../../e2e/chaos/figures', refusedFor: 'site-chrome' },
  // Inside one package, and between the root's own folders, a path is the way.
  { file: 'shared/host/src/loader/probe.ts', request: '../index' },
  { file: 'scripts/probe.ts', request: '../e2e/chaos/figures' },
  // The root's jest setup loads single files before every test file (eslint.config.mjs turns the rule off).
  { file: 'jest.setup.ts', request: './shared/runtime/src/loading/fallback' },
];

function messagesFound(): string[][] {
  const probes = cases.map(({ file, request }) => ({
    filePath: path.join(repositoryRoot, file),
    source: `import { probe } from '${request}';\nexport const reexported = probe;\n`,
  }));
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', lintScript, JSON.stringify(probes)],
    {
      cwd: repositoryRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

describe('the lint refuses a relative path into another package (workspace-paths/by-package-name)', () => {
  const found = messagesFound();

  it.each(
    cases.map(
      ({ file, request, refusedFor }, index) =>
        [
          file,
          request,
          refusedFor === undefined ? 'accepted' : `refused: import ${refusedFor}`,
          index,
        ] as const,
    ),
  )('in %s, an import of %s is %s', (_file, request, _verdict, index) => {
    const { refusedFor } = cases[index]!;
    const messages = found[index];
    expect(messages).toHaveLength(refusedFor === undefined ? 0 : 1);
    if (refusedFor !== undefined) {
      expect(messages![0]).toContain(`${request} leads into`);
      expect(messages![0]).toContain(`import it by its name (${refusedFor})`);
    }
  });
});
