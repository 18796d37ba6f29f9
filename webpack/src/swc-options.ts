import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The swc options every build and jest compile our TypeScript with, styled-components ids included
 * (docs/decisions/styled-components-ids.md).
 *
 * Without the plugin, styled-components names each component by a counter per display name in the order
 * modules run, shared by every remote on the page (it is a singleton), so a remote's server renders other
 * class names than the browser and hydration fails. `@swc/plugin-styled-components` writes each component's
 * id into the build instead: `<namespace>__sc-<hash of the file's source text>-<index in the file>`, the same
 * for every build of the same source, whatever the target, the order modules run or the folder of the
 * checkout.
 */

const repositoryRoot = path.resolve(__dirname, '../..');

/** Our workspaces' folders (the root package.json's "workspaces"), most specific first. */
const workspaceFolders: readonly string[] = (
  JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/**
 * The namespace of a source file's component ids: the last segment of its workspace's folder
 * (`remote-footer`, `runtime`, `host-demo`). It is the package that holds the file, not the app being
 * built: `@site-chrome/runtime` is a page-wide singleton that whichever remote comes first provides, so its
 * components must have the same ids in every app's build. Two workspaces never share a namespace, so two
 * files with the same text in two remotes never share an id. A file outside every workspace (a fixture)
 * takes the first folder of its path from the repository's root.
 */
export function styledComponentsNamespace(file: string, checkoutRoot = repositoryRoot): string {
  const relative = path.relative(checkoutRoot, file).split(path.sep).join('/');
  const workspace = workspaceFolders.find((folder) => relative.startsWith(`${folder}/`));
  if (workspace) return workspace.slice(workspace.lastIndexOf('/') + 1);
  const first = relative.split('/')[0];
  return first && first !== '..' ? first : '';
}

/** The build's mode (base-config.ts's BuildMode), or jest's. */
type StyledIdsMode = 'production' | 'development' | 'test';

/**
 * The plugin's options. Ids only: `ssr` writes the component ids; a display name (prefixed to the id, so
 * to every class name) only in development, where it names components in the DevTools, with the file's
 * name (`fileName`, the file stem, never its folder) before the variable's. Jest compiles as production
 * does, so its markup is the build's. `minify` strips the CSS's whitespace and comments;
 * `transpileTemplateLiterals` is off: a tagged template is shorter than the array it would become.
 * `cssProp` off: we have no `css` prop, and the plugin must not rewrite JSX.
 */
function styledComponentsPluginOptions(namespace: string, mode: StyledIdsMode) {
  const displayName = mode === 'development';
  return {
    displayName,
    fileName: displayName,
    ssr: true,
    namespace,
    minify: true,
    transpileTemplateLiterals: false,
    pure: false,
    cssProp: false,
  };
}

/**
 * swc's options for one source file (swc-loader in the builds, `@swc/jest` in jest); with a namespace of
 * `null` (a package's own compiled files in jest), without the plugin, as the builds leave those files alone.
 */
export function swcOptions(namespace: string | null, mode: StyledIdsMode) {
  const plugins: [string, Record<string, unknown>][] =
    namespace === null
      ? []
      : [[require.resolve('@swc/plugin-styled-components'), styledComponentsPluginOptions(namespace, mode)]];
  return {
    jsc: {
      parser: { syntax: 'typescript' as const, tsx: true },
      transform: { react: { runtime: 'automatic' as const } },
      target: 'es2022' as const,
      // The compiled plugin is cached here (swc's default is `.swc/` in the working directory).
      experimental: { plugins, cacheRoot: path.join(repositoryRoot, 'node_modules/.cache/swc') },
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Jest's transform: one entry per workspace, anchored at this checkout (jest takes the first that matches,
 * so `webpack/` never catches `node_modules/webpack/`), then everything else (scripts, e2e helpers, ESM-only packages) without the plugin.
 */
export function jestSwcTransform(): Record<string, [string, ReturnType<typeof swcOptions>]> {
  const transform: Record<string, [string, ReturnType<typeof swcOptions>]> = {};
  for (const folder of workspaceFolders) {
    transform[`^${escapeRegExp(`${repositoryRoot}/${folder}/`)}.+\\.(mjs|[tj]sx?)$`] = [
      '@swc/jest',
      swcOptions(styledComponentsNamespace(path.join(repositoryRoot, folder, 'x')), 'test'),
    ];
  }
  transform['^.+\\.(mjs|[tj]sx?)$'] = ['@swc/jest', swcOptions(null, 'test')];
  return transform;
}
