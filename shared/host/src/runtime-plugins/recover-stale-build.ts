import { fetchManifestOnce, forgetManifestRequest } from '../preload/fetch-manifest-once';
import { isRemoteRedrawn, announceRemoteReload } from '../remote-reloads';

/** A module a build offered to the page's share scope, as the federation runtime keeps it. */
interface SharedProvider {
  from?: string;
  loaded?: unknown;
}

/**
 * What of the page's federation runtime the recovery uses: its registered remotes, re-registering one, and
 * its share scope (scope -> package -> version -> provider).
 */
export interface RemoteRegistry {
  options: { remotes: ReadonlyArray<{ name: string }> };
  registerRemotes: (remotes: never[], options: { force: boolean }) => void;
  shareScopeMap: Record<string, Record<string, Record<string, SharedProvider>>>;
}

/** A remote's build as the page loaded it: where its manifest and files are, and what the manifest said. */
interface LoadedBuild {
  manifestUrl: string;
  /** The folder its chunks load from (`publicPath`; `auto` is the manifest's own folder). */
  folder: string;
  manifest: string;
  /** Every script the build has, as absolute URLs, when its manifest lists them (its `integrity` table). */
  scripts?: ReadonlySet<string>;
  /** The page has reloaded this remote since it started: an earlier build of it may still be finishing. */
  reloaded: boolean;
  registry: RemoteRegistry;
}

const loadedBuilds = new Map<string, LoadedBuild>();
const recoveries = new Map<string, Promise<boolean>>();

function scriptsOf(folder: string, manifest: unknown): ReadonlySet<string> | undefined {
  const integrity = (manifest as { integrity?: unknown }).integrity;
  if (typeof integrity !== 'object' || integrity === null) return undefined;
  return new Set(Object.keys(integrity).map((file) => new URL(file, folder).href));
}

function folderOf(manifestUrl: string, manifest: unknown): string {
  const publicPath = (manifest as { metaData?: { publicPath?: unknown } }).metaData?.publicPath;
  const path = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.';
  return new URL(path, manifestUrl).href;
}

/** The federation runtime read `remote`'s manifest: the build the page now runs for it. */
export function recordLoadedBuild(
  remote: string,
  manifestUrl: string,
  manifest: unknown,
  registry: RemoteRegistry,
): void {
  const folder = folderOf(manifestUrl, manifest);
  loadedBuilds.set(remote, {
    manifestUrl,
    folder,
    manifest: JSON.stringify(manifest),
    scripts: scriptsOf(folder, manifest),
    reloaded: loadedBuilds.get(remote)?.reloaded ?? false,
    registry,
  });
}

/** The script a failed chunk load was for: webpack's ChunkLoadError carries it as `request`. */
function failedScript(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { request, message } = error as { request?: unknown; message?: unknown };
  if (typeof request === 'string') return request;
  // "Loading chunk 1005 failed.\n(error: http://…/1005.7d64da8f.js)"
  return typeof message === 'string' ? /\((?:error|missing|timeout): (\S+)\)/.exec(message)?.[1] : undefined;
}

/**
 * webpack's list of a build's loaded chunks is a page global named after the build's `uniqueName`, which
 * our builds set to the remote's name (webpack/src/create-webpack-config.ts). The new build's runtime would
 * adopt every chunk the old one listed (their ids are deterministic, so they match) and run the old build's
 * code in the new one; a fresh list keeps the two builds apart.
 */
function detachChunkList(remote: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
}

/**
 * Takes out of the share scope what the old build offered and nobody has loaded yet: a provider whose
 * chunks are gone would be chosen again (the page shares `loaded-first`, and one that is loading counts)
 * and fail the new build's panels with it. The runtime's own `removeRemote` skips this for a remote that
 * runs on the page's runtime (it keeps no instance of its own). What was loaded is in memory and stays.
 */
function dropUnloadedProviders(registry: RemoteRegistry, remote: string): void {
  for (const packages of Object.values(registry.shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const [version, provider] of Object.entries(versions)) {
        if (provider.from === remote && !provider.loaded) delete versions[version];
      }
    }
  }
}

async function reloadIfReplaced(
  remote: string,
  build: LoadedBuild,
  reloadModules: (remote: string) => Promise<void>,
): Promise<boolean> {
  forgetManifestRequest(build.manifestUrl);
  let current: string;
  try {
    const response = await fetchManifestOnce(build.manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return false;
    current = JSON.stringify(await response.json());
  } catch {
    return false;
  }
  // The same build: the chunk failed for another reason (the network), which its caller reports.
  if (current === build.manifest) return false;
  const registered = build.registry.options.remotes.find(({ name }) => name === remote);
  if (!registered) return false;
  build.reloaded = true;
  detachChunkList(remote);
  dropUnloadedProviders(build.registry, remote);
  // Drops the old build's container and module cache; the runtime reads the manifest fetched above.
  build.registry.registerRemotes([{ ...registered, entry: build.manifestUrl } as never], { force: true });
  await reloadModules(remote);
  announceRemoteReload(remote);
  return true;
}

/**
 * The page's answer to a lazy chunk that failed (`recoverStaleBuild` in `@site-chrome/runtime/loading`):
 * when the chunk is a remote's and that remote's manifest now names another build, loads the current build
 * and has the remote drawn again from it, once per deploy (concurrent failures share one reload, and after it
 * the page runs the build the manifest names). False, and nothing done, for anything else: a chunk of no
 * remote, a manifest that has not changed or cannot be read, a remote nothing on the page redraws.
 */
export function recoverFromStaleChunk(
  error: unknown,
  reloadModules: (remote: string) => Promise<void>,
): Promise<boolean> {
  const script = failedScript(error);
  if (!script) return Promise.resolve(false);
  const found = [...loadedBuilds].find(([, build]) => script.startsWith(build.folder));
  if (!found) return Promise.resolve(false);
  const [remote, build] = found;
  if (!isRemoteRedrawn(remote)) return Promise.resolve(false);
  // A part of the build the page already replaced, finishing after the redraw (a panel it was opening, a
  // timer it had set): its remote is drawn from the current build already, so there is nothing to say.
  if (build.reloaded && build.scripts && !build.scripts.has(script)) return Promise.resolve(true);
  let recovery = recoveries.get(remote);
  if (!recovery) {
    recovery = reloadIfReplaced(remote, build, reloadModules).finally(() => recoveries.delete(remote));
    recoveries.set(remote, recovery);
  }
  return recovery;
}
