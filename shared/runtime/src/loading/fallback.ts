/**
 * The one fallback contract. A load that cannot be had never throws at its caller: it settles as
 * `unavailable` with a one-line reason, and the page's console says so exactly once. What is shown instead
 * is the caller's fallback: a slot's plain header, the loader's plain links, the header's own market search,
 * a panel that stays closed (and loads again on the next hover or click).
 */
export type LoadOutcome<T> = { status: 'ready'; value: T } | { status: 'unavailable'; reason: string };

/**
 * Kept on the page, not in this module: the page's runtime plugins (bundled, before any share scope) and
 * the runtime singleton each have a copy of this file, and one failure must be said once per page.
 */
const reportedKey = Symbol.for('site-chrome.reported-fallbacks');

function reportedFallbacks(): Set<string> {
  const page = globalThis as typeof globalThis & { [reportedKey]?: Set<string> };
  page[reportedKey] ??= new Set();
  return page[reportedKey];
}

/**
 * The one console error a fallback costs the page: `[site-chrome] <what> could not be loaded; showing its
 * fallback. Reason: <reason>`. Said once per `sameFailure` key (by default what and reason): the modules of
 * one remote fail together when its manifest or entry does, and that is one failure.
 */
export function reportFallback(what: string, reason: string, sameFailure = `${what}\n${reason}`): void {
  const reported = reportedFallbacks();
  if (reported.has(sameFailure)) return;
  reported.add(sameFailure);
  console.error(`[site-chrome] ${what} could not be loaded; showing its fallback. Reason: ${reason}`);
}

/** Tests start each case with nothing said yet. */
export function resetReportedFallbacks(): void {
  reportedFallbacks().clear();
}

/** An error's message on one line (webpack's ChunkLoadError names its file on a second one). */
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Turns a load into its outcome: `ready`, or `unavailable` with the failure reported (once). Never
 * rejects. `reasonOf` words the failure in one line (the page's federation errors need their own).
 */
export function settleLoad<T>(
  what: string,
  loading: Promise<T>,
  reasonOf: (error: unknown) => string = messageOf,
): Promise<LoadOutcome<T>> {
  return loading.then(
    (value) => ({ status: 'ready', value }),
    (error: unknown) => {
      const reason = reasonOf(error);
      reportFallback(what, reason);
      return { status: 'unavailable', reason };
    },
  );
}

/**
 * What the federation runtime's `loadRemote` resolves to when a remote could not be loaded: the page's
 * fallback runtime plugin turns the failure into this value so the slot renders its fallback instead of
 * rejecting.
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

/**
 * A remote's module that could not be loaded, reported under the remote (`header` for `header/Header`):
 * its Header and AnnouncementBar failing for one reason are one failure, said under the first to meet it.
 */
export function remoteUnavailable(id: string, reason: string): RemoteUnavailable {
  const remote = id.split('/')[0] ?? id;
  reportFallback(`remote "${id}"`, reason, `remote ${remote}\n${reason}`);
  return { remoteUnavailable: true, id, reason };
}
