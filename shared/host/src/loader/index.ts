import { subscribeToRemoteReloads } from '../remote-reloads';
import { chromeParts } from './chrome-parts';
import type { LoaderSettings } from './loader-settings';
import { createSiteChrome, type SiteChrome } from './site-chrome-api';

// Set at build time from webpack/loader.config.ts.
declare const __SITE_CHROME_LOADER_SETTINGS__: LoaderSettings;
// The folder loader.js was served from (webpack's automatic public path).
declare const __webpack_public_path__: string;

declare global {
  interface Window {
    /** The plain-page loader's API: `siteChrome.mount(part, element, props)`. */
    siteChrome?: SiteChrome;
  }
}

/*
 * /loader.js, for pages that are not React. This entry is tiny and synchronous: `window.siteChrome`
 * exists as soon as the script has run, and mounts wait for the federation work in the async chunk.
 * The federation runtime itself is provided to the page by this build (runtime 'provide').
 */
if (window.siteChrome) {
  console.error('[site-chrome] loader: /loader.js is on this page twice; the first copy stays in charge.');
} else {
  const context = {
    settings: __SITE_CHROME_LOADER_SETTINGS__,
    loaderBaseUrl: __webpack_public_path__,
    search: window.location.search,
  };
  window.siteChrome = createSiteChrome(
    (part) =>
      import('./load-mount-function').then(({ loadMountFunction }) => loadMountFunction(part, context)),
    // A mounted part redraws itself when its remote is reloaded from a newer build (the stale-build recovery
    // reloads only a remote something redraws, so this is what lets a plain page recover too).
    (part, onReload) => subscribeToRemoteReloads(chromeParts[part].module.split('/')[0] ?? part, onReload),
  );
}
