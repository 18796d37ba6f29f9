import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { remoteApps, remoteNameByFolder, type AppDescription } from '../apps';
import type { RemoteRelease, SharedContract } from './release-record';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
interface Manifest {
  name: string;
  shared: ManifestShared[];
  exposes: { name: string }[];
}

/** What the federation plugin was given for one shared request (the part the manifest leaves out). */
interface SharedOptions {
  shareScope?: string | string[];
  strictVersion?: boolean;
}
interface FederationOptions {
  exposes?: Record<string, unknown>;
  shared?: Record<string, SharedOptions>;
  shareScope?: string | string[];
}

/** The federation plugin's options of the remote's own build (the header also builds /loader.js). */
function federationOptions(configs: readonly Configuration[]): FederationOptions {
  for (const config of configs)
    for (const plugin of config.plugins ?? []) {
      const options = (plugin as (WebpackPluginInstance & { _options?: FederationOptions }) | null)?._options;
      if (plugin?.constructor.name === 'ModuleFederationPlugin' && options?.exposes) return options;
    }
  throw new Error('no ModuleFederationPlugin with exposes in the remote build');
}

const scopeName = (scope: string | string[] | undefined) => [scope ?? 'default'].flat().join('+');

/**
 * A remote's release as built in its `dist/`: exposes and each shared request's version, range and
 * singleton flag from `mf-manifest.json`, share scope and strictVersion from its build's federation options.
 */
function readRemoteRelease(app: AppDescription): RemoteRelease {
  const remote = remoteNameByFolder[app.folder] ?? app.folder;
  const manifest = JSON.parse(
    readFileSync(path.join(app.distDirectory, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const options = federationOptions(app.loadConfigs('production'));
  const shared = manifest.shared.map((entry): SharedContract => {
    const configured = options.shared?.[entry.name] ?? {};
    return {
      name: entry.name,
      shareScope: scopeName(configured.shareScope ?? options.shareScope),
      singleton: entry.singleton,
      strictVersion: configured.strictVersion ?? false,
      version: entry.version,
      requiredVersion: entry.requiredVersion,
    };
  });
  return {
    remote,
    exposes: manifest.exposes.map((exposed) => `./${exposed.name}`).sort(),
    shared: shared.sort((first, second) => first.name.localeCompare(second.name)),
  };
}

export const readRemoteReleases = (): RemoteRelease[] => remoteApps.map(readRemoteRelease);

/** gzip level 9 of each remote's built `remoteEntry.js`, as `npm run bench:check` measures scripts. */
export function remoteEntryGzipBytes(): Record<string, number> {
  return Object.fromEntries(
    remoteApps.map((app) => [
      remoteNameByFolder[app.folder] ?? app.folder,
      gzipSync(readFileSync(path.join(app.distDirectory, 'remoteEntry.js')), { level: 9 }).length,
    ]),
  );
}
