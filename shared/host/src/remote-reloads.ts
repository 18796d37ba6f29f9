/**
 * A remote reloaded while the page is open (its build was replaced, docs/decisions/stale-build-recovery.md):
 * what draws the remote (a slot, `shared/host/src/slot/`) listens, so it draws the new build's module in
 * place of the old one with the page's store untouched. Internal to this package: a page draws remotes
 * through its slots, which listen for it.
 */
const listeners = new Map<string, Set<() => void>>();

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

/** Tells whoever draws `remote` that it was reloaded. */
export function announceRemoteReload(remote: string): void {
  for (const listener of [...(listeners.get(remote) ?? [])]) listener();
}
