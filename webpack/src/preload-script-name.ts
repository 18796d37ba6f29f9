/** The host page's first script, `preload.js` (see createPreloadScriptConfig), named by the page's HTML too. */
export const preloadScriptName = 'preload';
