/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The lint's refusal of import circles (scripts/import-circles.mjs, `import-circles/no-circle`), run the way
 * `npm run lint` runs it: the repository's ESLint configuration on small modules written to a folder of
 * their own, a circle of each kind beside modules that import one way only. A child Node process runs
 * ESLint (its .mjs configuration is loaded by a dynamic import, which jest's module sandbox refuses).
 */

const repositoryRoot = path.resolve(__dirname, '..');

const lintScript = `
  import { ESLint } from 'eslint';
  const [configFile, folder] = process.argv.slice(1);
  const eslint = new ESLint({ cwd: folder, overrideConfigFile: configFile });
  const results = await eslint.lintFiles(['.']);
  const circles = {};
  for (const result of results) {
    const name = result.filePath.slice(folder.length + 1);
    circles[name] = result.messages
      .filter((message) => message.ruleId === 'import-circles/no-circle')
      .map((message) => message.message);
  }
  process.stdout.write(JSON.stringify(circles));
`;

const modules: Record<string, string> = {
  // Two modules that import each other's values.
  'value-a.ts': "import { b } from './value-b';\nexport const a = () => b;\n",
  'value-b.ts': "import { a } from './value-a';\nexport const b = () => a;\n",
  // The scope and store shape (issue 42): a type one way, a value the other.
  'scope.ts':
    "import type { Store } from './store';\nexport interface Scope {\n  store: Store;\n}\nexport const scopes: Scope[] = [];\n",
  'store.ts':
    "import { scopes } from './scope';\nexport type Store = { size: number };\nexport const count = () => scopes.length;\n",
  // The server drawer's shape: a dynamic import one way, a type the other.
  'drawer.ts':
    "export async function draw() {\n  return (await import('./drawer-contents')).contents;\n}\nexport interface DrawerProps {\n  id: string;\n}\n",
  'drawer-contents.ts':
    "import type { DrawerProps } from './drawer';\nexport const contents = (props: DrawerProps) => props.id;\n",
  // Three modules round: the circle is named whole.
  'ring-1.ts': "import { two } from './ring-2';\nexport const one = () => two;\n",
  'ring-2.ts': "import { three } from './ring-3';\nexport const two = () => three;\n",
  'ring-3.ts': "export { one as three } from './ring-1';\n",
  // One way only: a module, the type it owns, and a user of both.
  'owner.ts': "export interface Owned {\n  id: string;\n}\nexport const owned: Owned = { id: 'x' };\n",
  'user.ts': "import { owned, type Owned } from './owner';\nexport const copy: Owned = { ...owned };\n",
};

function circlesFound(): Record<string, string[]> {
  const folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'import-circles-')));
  try {
    for (const [name, source] of Object.entries(modules)) writeFileSync(path.join(folder, name), source);
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', lintScript, path.join(repositoryRoot, 'eslint.config.mjs'), folder],
      { cwd: repositoryRoot, encoding: 'utf8' },
    );
    return JSON.parse(output) as Record<string, string[]>;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the lint refuses import circles (import-circles/no-circle)', () => {
  const circles = circlesFound();

  it.each([
    ['value-a.ts', 'value-a.ts -> value-b.ts -> value-a.ts'],
    ['value-b.ts', 'value-b.ts -> value-a.ts -> value-b.ts'],
    ['scope.ts', 'scope.ts -> store.ts -> scope.ts'],
    ['store.ts', 'store.ts -> scope.ts -> store.ts'],
    ['drawer.ts', 'drawer.ts -> drawer-contents.ts -> drawer.ts'],
    ['drawer-contents.ts', 'drawer-contents.ts -> drawer.ts -> drawer-contents.ts'],
    ['ring-1.ts', 'ring-1.ts -> ring-2.ts -> ring-3.ts -> ring-1.ts'],
    ['ring-3.ts', 'ring-3.ts -> ring-1.ts -> ring-2.ts -> ring-3.ts'],
  ])('names, in %s, the circle %s', (file, circle) => {
    expect(circles[file]).toEqual([expect.stringContaining(`Import circle: ${circle}.`)]);
  });

  it.each(['owner.ts', 'user.ts'])('finds no circle in %s, whose imports run one way', (file) => {
    expect(circles[file]).toEqual([]);
  });
});
