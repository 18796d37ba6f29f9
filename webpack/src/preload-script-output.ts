/** The host page's first script, `preload.js` (see createPreloadScriptConfig). */
export const preloadScriptName = 'preload';

/** Whether a file of the host's `dist/` belongs to the preload script's build (script, map, compressed copies). */
export function isPreloadScriptOutputFile(relativePath: string): boolean {
  return relativePath.replace(/\\/g, '/').startsWith(`${preloadScriptName}.js`);
}
