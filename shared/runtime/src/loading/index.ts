/**
 * `@site-chrome/runtime/loading`: the loading primitive and the fallback contract without React, for the
 * code that runs before any share scope exists (the page's runtime plugins, /loader.js's first script).
 * Bundled where it is imported, never federated; the runtime's root entry re-exports the same functions
 * that remotes use (`reportFallback`, and `loadChunk` and `useLoad` built on these) for remotes and React pages. README.md in this folder tells the whole story.
 */
export { loadWithDeadline } from './load-with-deadline';
export { isRemoteUnavailable, remoteUnavailable, reportFallback, settleLoad } from './fallback';
export type { LoadOutcome, RemoteUnavailable } from './fallback';
export { provideStaleBuildRecovery, recoverStaleBuild } from './stale-build';
