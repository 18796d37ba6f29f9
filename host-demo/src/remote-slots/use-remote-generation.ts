import { useSyncExternalStore } from 'react';
import { remoteGeneration, subscribeToRemoteReloads, type ExposedModuleId } from '@site-chrome/host';

/**
 * Which build of the slot's remote the page runs: a new one after the remote was reloaded because its build
 * was replaced while the page was open (docs/decisions/stale-build-recovery.md).
 */
export function useRemoteGeneration(id: ExposedModuleId): number {
  const remote = id.split('/')[0] ?? id;
  return useSyncExternalStore(
    (onReload) => subscribeToRemoteReloads(remote, onReload),
    () => remoteGeneration(remote),
  );
}
