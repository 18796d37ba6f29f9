import type { RemoteName } from '../remote-names';

/**
 * What /loader.js is told when it is built (webpack/loader.config.ts), inlined as
 * `__SITE_CHROME_LOADER_SETTINGS__`.
 */
export interface LoaderSettings {
  /**
   * Where each remote's `mf-manifest.json` is by default. A relative URL resolves against loader.js
   * (`mf-manifest.json` is the header beside it); `{hostname}` stands for the host name loader.js came
   * from, e.g. `//{hostname}:3002/mf-manifest.json`.
   */
  remotes: Record<RemoteName, string>;
  /**
   * Origins a page may point a remote at besides the defaults' own origins (which are always allowed),
   * e.g. a preview CDN: `['https://preview.chrome.example.com']`.
   */
  allowedOrigins: readonly string[];
}
