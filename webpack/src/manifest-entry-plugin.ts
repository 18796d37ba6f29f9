import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What of the runtime's snapshot of a remote (built from its `mf-manifest.json`) the entry is read from. */
interface RemoteSnapshot {
  remoteEntry?: string;
  remoteEntryType?: string;
  globalName?: string;
  publicPath?: string;
  version?: string;
  buildVersion?: string;
}

type AfterResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];

/**
 * Runtime plugin of the page's one runtime provider, built with `experiments.optimization.disableSnapshot`
 * (federation-runtime.ts). That flag drops the runtime's snapshot plugin, which does two things when a remote
 * is registered by its `mf-manifest.json`: it reads the remote's entry from the manifest, and it preloads the
 * exposed module's chunks. The page already preloads them itself, from its first script and with their
 * integrity (`@site-chrome/host/preload`), so the runtime's copy of that work (its preload planner, about
 * 1.5 KB gzip in every page's first script) was paid twice. This plugin keeps the first half only: the
 * manifest is still read by the runtime's own snapshot handler (and its `fetch` hook, so the page's one
 * manifest request is reused), and the entry URL comes from it as before.
 */
export default function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-manifest-entry',
    async afterResolve(args: AfterResolveArgs): Promise<AfterResolveArgs> {
      const { remote, expose, origin, remoteInfo } = args;
      // A remote registered straight by its entry script needs no manifest (the runtime's own test).
      if (!('entry' in remote) || !remote.entry.includes('.json')) return args;
      const { remoteSnapshot } = (await origin.snapshotHandler.loadRemoteSnapshotInfo({
        moduleInfo: remote,
        // The request id the runtime's own plugin passes (`composeRemoteRequestId`): `header/Header`.
        id: !expose || expose === '.' ? remote.name : `${remote.name}/${expose.replace(/^\.\//, '')}`,
      })) as { remoteSnapshot: RemoteSnapshot };
      // Our manifests carry `publicPath` (`auto` becomes the manifest's own folder in the snapshot), never a
      // `getPublicPath` function; an entry that cannot be placed fails the load, and the slot its fallback.
      if (typeof remoteSnapshot.publicPath !== 'string' || !remoteSnapshot.remoteEntry) {
        throw new Error(`[site-chrome] the manifest of remote "${remote.name}" names no entry to load.`);
      }
      remoteInfo.entry = `${remoteSnapshot.publicPath}${remoteSnapshot.remoteEntry}`;
      remoteInfo.type = remoteSnapshot.remoteEntryType ?? 'global';
      remoteInfo.entryGlobalName = remoteSnapshot.globalName ?? remoteInfo.entryGlobalName;
      remoteInfo.version = remoteSnapshot.version;
      remoteInfo.buildVersion = remoteSnapshot.buildVersion;
      return { ...args, remoteSnapshot } as AfterResolveArgs;
    },
  };
}
