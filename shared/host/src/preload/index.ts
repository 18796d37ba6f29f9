/**
 * `@site-chrome/host/preload`: what a page runs in its first script, before the share
 * scope exists, to start the remotes' downloads early. It imports nothing shared (no React, no store), so
 * it can run in a host's entry chunk; `@site-chrome/host` re-exports it.
 */
export { preloadRemoteAssets } from './preload-remote-assets';
