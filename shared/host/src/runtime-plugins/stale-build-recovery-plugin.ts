import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideStaleBuildRecovery } from '@site-chrome/runtime/loading';
import { reloadRemoteModules } from '../load-remote-module';
import { recordLoadedBuild, recoverFromStaleChunk, type RemoteRegistry } from './recover-stale-build';

/**
 * A deploy that lands while a page is open (docs/decisions/stale-build-recovery.md): learns which build of
 * each remote the page runs as the runtime reads its manifest, and provides the page's recovery for a lazy
 * chunk that is gone: reload the remote's current manifest and entry once and redraw it from them.
 * @public The federation runtime calls it: registered by file path in
 * webpack/src/federation-host-runtime-plugins.ts.
 */
export default function staleBuildRecoveryPlugin(): ModuleFederationRuntimePlugin {
  provideStaleBuildRecovery((error) => recoverFromStaleChunk(error, reloadRemoteModules));
  return {
    name: 'site-chrome-stale-build-recovery',
    afterLoadManifest({ manifestUrl, manifestJson, moduleInfo, origin }) {
      if (!manifestJson) return;
      recordLoadedBuild(moduleInfo.name, manifestUrl, manifestJson, origin as unknown as RemoteRegistry);
    },
  };
}
