import { resolveRemoteMap, type RemoteMap } from '../remote-map';
import { remoteNames } from '../remote-names';
import type { LoaderSettings } from './loader-settings';

/**
 * The loader's runtime map: the build-time defaults, made absolute against the URL loader.js was
 * served from, and the page's overrides (`?remote.<name>=` or `window.__SITE_CHROME_REMOTES__`)
 * accepted only on the defaults' own origins and the configured extra ones.
 */
export function loaderRemoteMap(settings: LoaderSettings, loaderBaseUrl: string, search: string): RemoteMap {
  const base = new URL(loaderBaseUrl);
  const defaults = Object.fromEntries(
    remoteNames.map((remote) => [
      remote,
      new URL(settings.remotes[remote].replaceAll('{hostname}', base.hostname), base).href,
    ]),
  ) as RemoteMap;
  const defaultOrigins = Object.values(defaults).map((url) => new URL(url).origin);
  return resolveRemoteMap({
    defaults,
    allowedOrigins: [...defaultOrigins, ...settings.allowedOrigins],
    search,
  });
}
