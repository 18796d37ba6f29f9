/*
 * What the build and the page agree on for Subresource Integrity (issue 13): the build writes these names,
 * the page and the remotes' own chunk loading read them. Imported by `@site-chrome/webpack` too, so a
 * rename cannot split the two sides. No imports: this runs in the page's first script and in the build.
 */

/** The top-level field of `mf-manifest.json` listing each script file of the build with its integrity. */
export const manifestIntegrityField = 'integrity';

/**
 * `Symbol.for()` name of the page's table of script integrity (absolute URL -> `sha384-…`). On the page,
 * not in a module: the remotes' chunk loading (webpack's `__webpack_require__.l`) reads it from their own
 * builds, where no module of the page can be imported.
 */
export const scriptIntegrityGlobalName = 'site-chrome.script-integrity';
