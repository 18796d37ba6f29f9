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

const reportedFailures = new Set<string>();

/**
 * The one console error a failed remote costs the page. Modules of one remote fail together when its
 * manifest or entry does (the header's Header and AnnouncementBar): that is one failure, said once, under
 * the first module that met it; a module failing for a reason of its own (a chunk) is said on its own.
 */
export function reportRemoteUnavailable(id: string, reason: string): RemoteUnavailable {
  const remote = id.split('/')[0] ?? id;
  const failure = `${remote}\n${reason}`;
  if (!reportedFailures.has(failure)) {
    reportedFailures.add(failure);
    console.error(
      `[site-chrome] remote "${id}" could not be loaded; showing its fallback. Reason: ${reason}`,
    );
  }
  return { remoteUnavailable: true, id, reason };
}
