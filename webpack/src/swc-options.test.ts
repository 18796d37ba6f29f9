import { transformSync } from '@swc/core';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baseConfig } from './base-config';
import { jestSwcTransform, styledComponentsNamespace, swcOptions } from './swc-options';

const repositoryRoot = path.resolve(__dirname, '../..');

/** Every styled-components usage we have: element, extended component, attrs, keyframes, global style. */
const fixtureSource = `import styled, { createGlobalStyle, css, keyframes } from 'styled-components';
import { Base } from './base';

const fade = keyframes\`
  from { opacity: 0; }
  to { opacity: 1; }
\`;
export const Wrap = styled.div\`
  display: grid;
  gap: \${({ theme }) => theme.space.lg};
\`;
export const Extended = styled(Base)\`
  margin: 0;
\`;
export const Button = styled.button.attrs(({ type = 'button' }) => ({ type }))<{ $wide?: boolean }>\`
  \${({ $wide }) => $wide && css\`width: 100%;\`}
  animation: \${fade} 1s;
\`;
export const ExtendedWithAttrs = styled(Base).attrs({ role: 'note' })\`
  padding: 0;
\`;
export const PageStyle = createGlobalStyle\`
  body { margin: 0; }
\`;
`;

/** `source` compiled as the build of the checkout at `root` compiles `file`. */
function compile(
  file: string,
  source: string,
  mode: 'production' | 'development' | 'test' = 'production',
  root = repositoryRoot,
) {
  const options = swcOptions(styledComponentsNamespace(file, root), mode);
  return transformSync(source, { ...options, filename: file, swcrc: false, configFile: false }).code;
}

const componentIds = (code: string): string[] =>
  [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1] ?? '');

describe('styled-components ids from the build (@swc/plugin-styled-components)', () => {
  const roots: string[] = [];
  afterAll(async () => {
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  /** The same source in a checkout at `root` (the fixture sits at remote-footer/src/features/). */
  async function compileInCheckout(root: string): Promise<string> {
    const file = path.join(root, 'remote-footer/src/features/styled-fixture.tsx');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fixtureSource);
    return compile(file, await readFile(file, 'utf8'), 'production', root);
  }

  it('gives each styled component an id of its namespace, its file and its place in the file, the same in two checkouts in other folders', async () => {
    const here = path.join(repositoryRoot, 'remote-footer/src/features/styled-fixture.tsx');
    const first = await mkdtemp(path.join(os.tmpdir(), 'sc-ids-a-'));
    const second = await mkdtemp(path.join(os.tmpdir(), 'sc-ids-b-deeper-'));
    roots.push(first, second);

    const idsHere = componentIds(compile(here, fixtureSource));
    expect(idsHere).toHaveLength(4);
    expect(idsHere).toEqual(
      idsHere.map((_, index) => expect.stringMatching(new RegExp(`^remote-footer__sc-[0-9a-f]+-${index}$`))),
    );
    expect(componentIds(await compileInCheckout(first))).toEqual(idsHere);
    expect(componentIds(await compileInCheckout(path.join(second, 'nested/checkout')))).toEqual(idsHere);
  });

  it('changes the ids when the file changes, so two versions of a file never share an id', () => {
    const file = path.join(repositoryRoot, 'remote-footer/src/features/styled-fixture.tsx');
    const before = componentIds(compile(file, fixtureSource));
    const after = componentIds(compile(file, fixtureSource.replace('margin: 0;', 'margin: 1px;')));
    expect(after).toHaveLength(before.length);
    after.forEach((id, index) => expect(id).not.toBe(before[index]));
  });

  it('adds ids to styled(Component) and .attrs() without changing the rest of the call', () => {
    const code = compile(path.join(repositoryRoot, 'remote-footer/src/x.tsx'), fixtureSource);
    expect(code).toMatch(
      /styled\(Base\)\.withConfig\(\{\s*componentId: "remote-footer__sc-[0-9a-f]+-1"\s*\}\)`/,
    );
    expect(code).toMatch(
      /styled\.button\.attrs\(\(\{ type = 'button' \}\)=>\(\{\s*type\s*\}\)\)\.withConfig\(\{\s*componentId: "remote-footer__sc-[0-9a-f]+-2"\s*\}\)`/,
    );
    expect(code).toMatch(
      /styled\(Base\)\.attrs\(\{\s*role: 'note'\s*\}\)\.withConfig\(\{\s*componentId: "remote-footer__sc-[0-9a-f]+-3"\s*\}\)`/,
    );
  });

  it('leaves keyframes and createGlobalStyle without ids: styled-components names them by a hash of their CSS', () => {
    const code = compile(path.join(repositoryRoot, 'remote-footer/src/x.tsx'), fixtureSource);
    expect(code).toMatch(/keyframes`from\{opacity:0;\}to\{opacity:1;\}`/);
    expect(code).toMatch(/createGlobalStyle`body\{margin:0;\}`/);
  });

  it('writes no display name in production and in jest, and the variable and file name in development', () => {
    const file = path.join(repositoryRoot, 'remote-footer/src/features/styled-fixture.tsx');
    expect(compile(file, fixtureSource, 'production')).not.toContain('displayName');
    expect(compile(file, fixtureSource, 'test')).toBe(compile(file, fixtureSource, 'production'));
    expect(compile(file, fixtureSource, 'development')).toContain('displayName: "styled-fixture__Wrap"');
  });

  it('names ids by the workspace that holds the file, not the app being built', () => {
    expect(styledComponentsNamespace(path.join(repositoryRoot, 'remote-footer/src/exposed/footer.tsx'))).toBe(
      'remote-footer',
    );
    // The runtime is one copy on the page, whichever remote provided it: same ids in every app's build.
    expect(styledComponentsNamespace(path.join(repositoryRoot, 'shared/runtime/src/ui/primitives.ts'))).toBe(
      'runtime',
    );
    expect(
      styledComponentsNamespace(path.join(repositoryRoot, 'host-demo/src/demo-page/demo-page.tsx')),
    ).toBe('host-demo');
  });
});

describe("the repository's styled components", () => {
  it('have ids no other component has, in any workspace', async () => {
    const ids: string[] = [];
    const workspaces = [
      'shared/rules',
      'shared/runtime',
      'shared/data',
      'shared/host',
      'shared/dev',
      'remote-header',
      'remote-footer',
      'remote-search',
      'host-demo',
    ];
    const files = (
      await Promise.all(
        workspaces.map(async (workspace) =>
          (await readdir(path.join(repositoryRoot, workspace, 'src'), { recursive: true }))
            .filter((name) => /(?<!\.test)\.tsx?$/.test(name))
            .map((name) => path.join(repositoryRoot, workspace, 'src', name)),
        ),
      )
    ).flat();
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      if (!source.includes("from 'styled-components'")) continue;
      ids.push(...componentIds(compile(file, source)));
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('every build and jest compile with these options', () => {
  it('gives each file the options of its namespace in every build made from the base config (browser or server)', () => {
    const resource = path.join(repositoryRoot, 'remote-footer/src/app/footer-layout.tsx');
    const rules = baseConfig({ appDirectory: repositoryRoot, buildName: 'app', mode: 'production' }).module
      ?.rules;
    const swcRule = rules?.find(
      (rule) => rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test('a.tsx'),
    );
    const use = swcRule && typeof swcRule === 'object' ? swcRule.use : undefined;
    if (typeof use !== 'function') throw new Error('the swc rule has no use function');
    expect(use({ resource } as Parameters<typeof use>[0])).toMatchObject({
      ident: 'swc-remote-footer',
      options: swcOptions('remote-footer', 'production'),
    });
  });

  it("gives jest's transform the options of each workspace, anchored at this checkout", () => {
    const transform = jestSwcTransform();
    const optionsFor = (file: string) =>
      Object.entries(transform).find(([pattern]) => new RegExp(pattern).test(file))?.[1][1];
    expect(optionsFor(path.join(repositoryRoot, 'remote-footer/src/app/footer-layout.tsx'))).toEqual(
      swcOptions('remote-footer', 'test'),
    );
    expect(optionsFor(path.join(repositoryRoot, 'shared/runtime/src/ui/primitives.ts'))).toEqual(
      swcOptions('runtime', 'test'),
    );
    expect(optionsFor(path.join(repositoryRoot, 'node_modules/webpack/lib/index.js'))).toEqual(
      swcOptions(null, 'test'),
    );
  });
});
