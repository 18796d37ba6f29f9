import path from 'node:path';
import { remoteApps } from '../apps';
import { runWebpack } from '../run-webpack';
import type { CurrentRelease } from './check-release';
import { readCurrentKit } from './current-kit';
import { readExportSurface, readPackageJson, releasedTogether } from './export-surface';
import { readRemoteReleases, remoteEntryGzipBytes } from './read-build';

const sharedDirectory = path.resolve(__dirname, '../../shared');

/** Builds the three remotes (production) into their dist/ folders, as `npm run build` does first. */
export async function buildRemotes(): Promise<void> {
  const configs = remoteApps.map((app) => app.loadConfigs('production'));
  await runWebpack(configs.flat());
  remoteApps.forEach((app, index) => app.assembleDist(configs[index] ?? []));
}

/** The one version runtime, rules and data carry; they are released together, so a difference is an error. */
function sharedPackagesVersion(): string {
  const versions = new Set(
    releasedTogether.map((folder) => readPackageJson(path.join(sharedDirectory, folder)).version),
  );
  const [version] = versions;
  if (versions.size !== 1 || !version)
    throw new Error(
      `@site-chrome/runtime, /rules and /data are released together with one version; found ${[...versions].join(', ')}.`,
    );
  return version;
}

/** This tree's release: the remotes as built in their dist/ folders, the shared packages' and the kit's source. */
export function readCurrentRelease(): CurrentRelease {
  return {
    remotes: readRemoteReleases(),
    sharedPackages: { version: sharedPackagesVersion(), surface: readExportSurface(sharedDirectory) },
    entryGzipBytes: remoteEntryGzipBytes(),
    kit: readCurrentKit(),
  };
}
