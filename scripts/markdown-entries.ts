import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { backtickedTexts } from './markdown-paths';

/**
 * What the docs test (`readme-paths.test.ts`) holds of the entries the docs name, beside the paths
 * (`markdown-paths.ts`). A workspace's entries are what other code reaches it by:
 *
 * - its package entries: each key of its package.json `exports` (`@site-chrome/rules/sites`), and for a
 *   pattern such as `./*` each folder that fills it (`@site-chrome/data/header-menu`); a package with only
 *   `main` has the one entry `.`, its own name;
 * - its federated modules: the keys of `exposes` in its `module-federation.config.ts` (`./Header`);
 * - its build entries: every entry file of its own builds (`webpack.config.ts`) inside its folder, the
 *   fragment server's `src/server/fragment-server.ts` above all, found by running the config.
 *
 * Two rules. A document names only entries that exist: a backticked `@site-chrome/<workspace>/...` in any
 * checked Markdown file is one of that workspace's package entries, and a backticked `./Name` in a workspace's
 * README is one of its federated modules. And a workspace's README names every entry it has, in backticks:
 * a package entry by its full name (a pattern's folder may be named alone, as the data README's table does),
 * a federated module as `./Name`, a build entry by its path from the workspace or from the repository root.
 */

interface PackageEntry {
  /** The `exports` key, `.` or `./name`. */
  subpath: string;
  /** Filled in from a pattern key (`./*`): the README may name the folder alone. */
  fromPattern: boolean;
}

export interface WorkspaceEntries {
  /** The workspace's folder from the repository root, `/`-separated (`shared/rules`). */
  folder: string;
  packageName: string;
  packageEntries: PackageEntry[];
  exposedModules: string[];
  /** Entry files of its builds inside its folder, relative to it (`src/server/fragment-server.ts`). */
  buildEntryFiles: string[];
}

interface EntryFault {
  document: string;
  entry: string;
  problem: string;
}

const packageSpecifier = /^@site-chrome\/[a-z0-9-]+(\/[A-Za-z0-9._-]+)*$/;
const federatedModuleName = /^\.\/[^/.]+$/;

/** A package entry's full name as an import writes it. */
function specifierOf(packageName: string, subpath: string): string {
  return subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`;
}

/** The first file path a (possibly conditional) `exports` target names. */
function targetPath(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    for (const value of Object.values(target)) {
      const found = targetPath(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The package entries a package.json declares, each pattern filled in from the files that exist. */
export function packageEntriesOf(
  packageJson: { exports?: unknown; main?: string },
  workspaceDirectory: string,
): PackageEntry[] {
  const { exports, main } = packageJson;
  if (exports === undefined) return main ? [{ subpath: '.', fromPattern: false }] : [];
  if (typeof exports === 'string') return [{ subpath: '.', fromPattern: false }];
  const entries: PackageEntry[] = [];
  for (const [key, target] of Object.entries(exports as Record<string, unknown>)) {
    if (key === './package.json') continue;
    if (!key.includes('*')) {
      entries.push({ subpath: key, fromPattern: false });
      continue;
    }
    const [prefix = '', suffix = ''] = (targetPath(target) ?? '').split('*');
    const folder = path.join(workspaceDirectory, prefix);
    if (!prefix.endsWith('/') || !existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (existsSync(path.join(folder, `${name}${suffix}`))) {
        entries.push({ subpath: key.replace('*', name), fromPattern: true });
      }
    }
  }
  return entries;
}

/** The entry files of a list of webpack configurations that lie inside `workspaceDirectory`, relative to it. */
export function buildEntryFilesOf(configs: unknown[], workspaceDirectory: string): string[] {
  const files = new Set<string>();
  for (const config of configs as { entry?: unknown; context?: string }[]) {
    const context = config.context ?? workspaceDirectory;
    const requests: unknown[] = [];
    const collect = (entry: unknown) => {
      if (typeof entry === 'string') requests.push(entry);
      else if (Array.isArray(entry)) entry.forEach(collect);
      else if (entry && typeof entry === 'object') {
        const { import: imported } = entry as { import?: unknown };
        if (imported !== undefined) collect(imported);
        else Object.values(entry).forEach(collect);
      }
    };
    collect(config.entry);
    for (const request of requests as string[]) {
      if (!request.startsWith('.') && !path.isAbsolute(request)) continue;
      const relative = path.relative(workspaceDirectory, path.resolve(context, request));
      if (!relative.startsWith('..') && !path.isAbsolute(relative))
        files.add(relative.split(path.sep).join('/'));
    }
  }
  return [...files].sort();
}

/** A workspace's entries, read from its package.json, its federation config and its build configs. */
export function readWorkspaceEntries(repositoryRoot: string, folder: string): WorkspaceEntries {
  const directory = path.join(repositoryRoot, folder);
  const packageJson = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
    name: string;
    exports?: unknown;
    main?: string;
  };
  const federationFile = path.join(directory, 'module-federation.config.ts');
  const exposes = existsSync(federationFile)
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config as the build reads it
      ((require(federationFile) as { federationConfig: { exposes?: Record<string, string> } })
        .federationConfig.exposes ?? {})
    : {};
  const webpackFile = path.join(directory, 'webpack.config.ts');
  const configs = existsSync(webpackFile)
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the builds as scripts/build.ts runs them
      [(require(webpackFile) as { default: (mode: 'production') => unknown }).default('production')].flat()
    : [];
  return {
    folder,
    packageName: packageJson.name,
    packageEntries: packageEntriesOf(packageJson, directory),
    exposedModules: Object.keys(exposes),
    buildEntryFiles: buildEntryFilesOf(configs, directory),
  };
}

/** Every entry a workspace has that its README does not name (the second rule above). */
export function unnamedEntries(readme: string, workspace: WorkspaceEntries): string[] {
  const named = new Set(backtickedTexts(readme).map((text) => text.replace(/^\.\//, '')));
  const namedModules = new Set(backtickedTexts(readme));
  const missing: string[] = [];
  for (const { subpath, fromPattern } of workspace.packageEntries) {
    const specifier = specifierOf(workspace.packageName, subpath);
    if (!named.has(specifier) && !(fromPattern && named.has(subpath.slice(2)))) {
      missing.push(`package entry ${specifier}`);
    }
  }
  for (const name of workspace.exposedModules) {
    if (!namedModules.has(name)) missing.push(`federated module ${name}`);
  }
  for (const file of workspace.buildEntryFiles) {
    if (!named.has(file) && !named.has(`${workspace.folder}/${file}`)) missing.push(`build entry ${file}`);
  }
  return missing;
}

/**
 * Every entry a document names that does not exist (the first rule above): package entries of any workspace,
 * and, in a workspace's own README (`own`), federated modules.
 */
export function unknownEntries(
  markdown: string,
  workspaces: readonly WorkspaceEntries[],
  own?: WorkspaceEntries,
): string[] {
  const unknown: string[] = [];
  for (const text of backtickedTexts(markdown)) {
    if (packageSpecifier.test(text) && !text.includes('...')) {
      // A package's bare name names the package, whatever its entries; a sub-path must be one of them.
      const workspace = workspaces.find(({ packageName }) => text.startsWith(`${packageName}/`));
      const exists = workspace?.packageEntries.some(
        ({ subpath }) => specifierOf(workspace.packageName, subpath) === text,
      );
      if (workspace && !exists) unknown.push(`package entry ${text}`);
    } else if (own && federatedModuleName.test(text) && !own.exposedModules.includes(text)) {
      unknown.push(`federated module ${text}`);
    }
  }
  return unknown;
}

/** Both rules over the repository: every checked document, and every workspace's README. */
export function entryFaults(repositoryRoot: string, documents: readonly string[]): EntryFault[] {
  const rootPackage = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const workspaces = rootPackage.workspaces.map((folder) => readWorkspaceEntries(repositoryRoot, folder));
  const faults: EntryFault[] = [];
  for (const document of documents) {
    const markdown = readFileSync(path.join(repositoryRoot, document), 'utf8');
    const own = workspaces.find(({ folder }) => document === `${folder}/README.md`);
    for (const entry of unknownEntries(markdown, workspaces, own)) {
      faults.push({ document, entry, problem: 'named, but no such entry' });
    }
  }
  for (const workspace of workspaces) {
    const readmePath = path.join(repositoryRoot, workspace.folder, 'README.md');
    const readme =
      existsSync(readmePath) && statSync(readmePath).isFile() ? readFileSync(readmePath, 'utf8') : '';
    for (const entry of unnamedEntries(readme, workspace)) {
      faults.push({
        document: `${workspace.folder}/README.md`,
        entry,
        problem: 'an entry the README does not name',
      });
    }
  }
  return faults;
}
