/**
 * What `loadRemote` resolves to when a remote could not be loaded: the runtime plugin turns the
 * failure into this value so the page renders the remote's fallback instead of rejecting.
 * Kept free of imports: runtime plugins run before shared modules (React, the store) are available.
 */
export interface RemoteUnavailable {
  readonly remoteUnavailable: true;
  readonly id: string;
  readonly reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return (
    typeof value === 'object' && value !== null && (value as RemoteUnavailable).remoteUnavailable === true
  );
}
