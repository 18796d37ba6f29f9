import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DefinePlugin, type Configuration } from 'webpack';

const repositoryRoot = path.resolve(__dirname, '..', '..');

/**
 * What a remote's build is made from, besides its own `src/`: the shared packages it bundles, the build
 * factory, and the locked dependency versions. A change in any of them is another build.
 */
const sharedSources = [
  'shared/runtime/src',
  'shared/data/src',
  'shared/rules/src',
  'shared/host/src',
  'webpack/src',
];
const lockFile = 'package-lock.json';

/** Source files under `directory`, sorted, tests left out (they never reach a bundle). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const idByApp = new Map<string, string>();

/**
 * The build id of a remote (issue 33): `<app version>-<8 hex of a hash of its sources>`. Computed from the
 * sources rather than from webpack's compilation hash so that the browser build and the server build, two
 * compilations, get the same string without one reading the other's output: the same sources give the same
 * id in both, and the browser hydrates server markup only when the ids match (`data-chrome-build`). Paths
 * are hashed relative to their folder, so a clone elsewhere gives the same id. Computed once per process.
 */
export function chromeBuildId(appDirectory: string): string {
  const known = idByApp.get(appDirectory);
  if (known) return known;
  const hash = createHash('sha256');
  // Each file named relative to the folder it is read from: the same sources give the same id in any clone.
  const inputs: [base: string, file: string][] = [
    ...sourceFiles(path.join(appDirectory, 'src')).map((file): [string, string] => [appDirectory, file]),
    ...sharedSources
      .flatMap((folder) => sourceFiles(path.join(repositoryRoot, folder)))
      .map((file): [string, string] => [repositoryRoot, file]),
    [appDirectory, path.join(appDirectory, 'package.json')],
    [repositoryRoot, path.join(repositoryRoot, lockFile)],
  ];
  for (const [base, file] of inputs) {
    hash.update(path.relative(base, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const { version } = JSON.parse(readFileSync(path.join(appDirectory, 'package.json'), 'utf8')) as {
    version: string;
  };
  const id = `${version}-${hash.digest('hex').slice(0, 8)}`;
  idByApp.set(appDirectory, id);
  return id;
}

/** `__CHROME_BUILD_ID__` in a build's code: each exposed module exports it as `chromeBuild`. */
export function chromeBuildIdPlugin(buildId: string): DefinePlugin {
  return new DefinePlugin({ __CHROME_BUILD_ID__: JSON.stringify(buildId) });
}

/** A remote's browser build with its build id defined (the server build defines it itself). */
export function withChromeBuildId(config: Configuration, buildId: string): Configuration {
  return { ...config, plugins: [...(config.plugins ?? []), chromeBuildIdPlugin(buildId)] };
}
