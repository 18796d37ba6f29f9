/**
 * A lazy chunk can fail because the build it belongs to is no longer served: a deploy landed while the page
 * was open and the previous build's hashed files are gone (docs/decisions/stale-build-recovery.md). Only
 * the page can load a remote's current build, so the page's stale-build recovery runtime plugin provides the
 * recovery here, and `loadChunk` (in the remotes, through the page's one runtime) asks it before it reports.
 * Kept on the page, not in this module: the plugin and the runtime singleton each bundle a copy of this file.
 */
const recoveryKey = Symbol.for('site-chrome.stale-build-recovery');

/**
 * Resolves true when the failure was a chunk of a replaced build and the page has loaded the remote's
 * current build and redraws the remote from it (or shows its fallback, saying so once); false when the
 * failure is not that (the caller reports it as usual). Never rejects.
 */
export type StaleBuildRecovery = (error: unknown) => Promise<boolean>;

type PageWithRecovery = typeof globalThis & { [recoveryKey]?: StaleBuildRecovery };

/** Called by the page's runtime plugin. */
export function provideStaleBuildRecovery(recovery: StaleBuildRecovery | undefined): void {
  (globalThis as PageWithRecovery)[recoveryKey] = recovery;
}

/** Asks the page; false on a page that provides no recovery (it has none, or is older than it). */
export function recoverStaleBuild(error: unknown): Promise<boolean> {
  const recovery = (globalThis as PageWithRecovery)[recoveryKey];
  if (!recovery) return Promise.resolve(false);
  return recovery(error).catch(() => false);
}
