/**
 * A remote reloaded while the page is open (its build was replaced, docs/decisions/stale-build-recovery.md):
 * each reload is a new generation of that remote, and what draws the remote (the demo's `RemoteSlot`)
 * listens, so it draws the new build's module in place of the old one with the page's store untouched.
 */
const generations = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

/** 0 until the remote is reloaded, then one more per reload. */
export function remoteGeneration(remote: string): number {
  return generations.get(remote) ?? 0;
}

/** Hears each reload of `remote`; returns the unsubscribe. */
export function subscribeToRemoteReloads(remote: string, listener: () => void): () => void {
  const forRemote = listeners.get(remote) ?? new Set();
  listeners.set(remote, forRemote);
  forRemote.add(listener);
  return () => forRemote.delete(listener);
}

/** Whether anything on the page would draw a reload of `remote` (a reload nobody draws changes nothing). */
export function isRemoteRedrawn(remote: string): boolean {
  return (listeners.get(remote)?.size ?? 0) > 0;
}

/** Starts a new generation of `remote` and tells whoever draws it. */
export function announceRemoteReload(remote: string): void {
  generations.set(remote, remoteGeneration(remote) + 1);
  for (const listener of [...(listeners.get(remote) ?? [])]) listener();
}
