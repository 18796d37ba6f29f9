/**
 * `@site-chrome/server`: a remote's fragment server (issue 33, issue 40), Node only, never in a browser
 * bundle. A remote's server entry is one call, `serveFragments`, with its parts (README.md tells the
 * story from request to bytes).
 */
export { serveFragments } from './start/serve-fragments';
export { fragmentServerEnvironment } from './start/start-fragment-server';
export { checkFragmentUrl } from './handler/canonical-fragment-url';
export { renderChromeFragment } from './render/render-chrome-fragment';
export { createServerDataCache } from './data-cache/server-data-cache';
export type { ServerDataCache, ServerPart, ServerQuery } from './types';
