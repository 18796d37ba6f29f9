import type { KitPackage } from './kit-packages';

/** The fields of a workspace's package.json the published manifest is made from. */
export interface WorkspaceManifest {
  name: string;
  version: string;
  description?: string;
  private?: boolean;
  main?: string;
  types?: string;
  exports?: Record<string, string>;
  engines?: Record<string, string>;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

type ExportTarget = string | { types: string; default: string };

export interface PublishedManifest {
  name: string;
  version: string;
  description?: string;
  license: string;
  main?: string;
  types?: string;
  exports: Record<string, ExportTarget>;
  engines: Record<string, string>;
  files: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** `./src/preload/index.ts` -> `./dist/preload/index` (what the build writes for that source). */
function builtPath(source: string): string {
  const match = /^\.\/src\/(.+)\.tsx?$/.exec(source);
  if (!match) throw new Error(`${source}: a published entry must be a source file under ./src/.`);
  return `./dist/${match[1]}`;
}

/**
 * What goes into the tarball instead of the workspace's package.json: in the repository the entries point at
 * the TypeScript sources (every build, jest and tsc read them as they are); a team that installs the tarball
 * gets the compiled files and their declarations. The workspace states `files`, `engines` and the version;
 * `private` is the monorepo's guard against an accidental `npm publish` of sources and is dropped here,
 * as are the devDependencies. Dependencies on the kit's own packages must be exact versions: the tarballs
 * are installed side by side, and a range would let npm look for another copy on the registry.
 */
export function publishedManifest(
  workspace: WorkspaceManifest,
  kitPackage: Pick<
    KitPackage,
    'unpublishedEntries' | 'publishedEntries' | 'publishedDependencies' | 'publishedDescription'
  >,
  kitVersions: Readonly<Record<string, string>>,
): PublishedManifest {
  const { unpublishedEntries, publishedEntries, publishedDependencies } = kitPackage;
  const description = kitPackage.publishedDescription ?? workspace.description;
  if (!workspace.engines?.node) throw new Error(`${workspace.name}: package.json has no engines.node.`);
  if (!workspace.files?.length) throw new Error(`${workspace.name}: package.json has no files.`);
  const sourceEntries = publishedEntries ?? workspace.exports ?? { '.': workspace.main ?? './src/index.ts' };
  const exports: Record<string, ExportTarget> = {};
  for (const [entry, source] of Object.entries(sourceEntries)) {
    if (unpublishedEntries.includes(entry)) continue;
    if (entry === './package.json') {
      exports[entry] = './package.json';
      continue;
    }
    const built = builtPath(source.startsWith('./') ? source : `./${source}`);
    exports[entry] = { types: `${built}.d.ts`, default: `${built}.js` };
  }
  const dependencies = Object.fromEntries(
    Object.entries(workspace.dependencies ?? {}).filter(
      ([name]) => !publishedDependencies || publishedDependencies.includes(name),
    ),
  );
  const missing = (publishedDependencies ?? []).filter((name) => !(name in dependencies));
  if (missing.length > 0)
    throw new Error(`${workspace.name} publishes dependencies it does not have: ${missing.join(', ')}.`);
  for (const [name, range] of Object.entries(dependencies)) {
    const kitVersion = kitVersions[name];
    if (name.startsWith('@site-chrome/') && range !== kitVersion)
      throw new Error(
        `${workspace.name} depends on ${name}@${range}; the kit packs ${name}@${kitVersion ?? '(not packed)'}: depend on exactly that.`,
      );
  }
  const main = exports['.'];
  return {
    name: workspace.name,
    version: workspace.version,
    ...(description ? { description } : {}),
    license: 'UNLICENSED',
    ...(main && typeof main !== 'string' ? { main: main.default, types: main.types } : {}),
    exports,
    engines: workspace.engines,
    files: workspace.files,
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...(workspace.peerDependencies ? { peerDependencies: workspace.peerDependencies } : {}),
  };
}
