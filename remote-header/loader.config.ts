import { appPorts } from '@site-chrome/shared/demo';
import type { RemoteName } from '@site-chrome/shared/federation-host';
import type { LoaderSettings } from './src/loader/loader-settings';

/** JSON object, remote -> manifest URL, e.g. `{"footer":"https://chrome.example.com/footer/mf-manifest.json"}`. */
export const loaderRemotesVariable = 'SITE_CHROME_LOADER_REMOTES';
/** Comma-separated origins a page may point a remote at besides the defaults' own. */
export const loaderAllowedOriginsVariable = 'SITE_CHROME_LOADER_ALLOWED_ORIGINS';

/**
 * The local layout (ARCHITECTURE "Local ports"): the header beside loader.js, the footer and the
 * search on their own ports of the same host name. Ports only: no host name is built in.
 */
export const localLayout: Record<RemoteName, string> = {
  header: 'mf-manifest.json',
  footer: `//{hostname}:${appPorts.footer}/mf-manifest.json`,
  search: `//{hostname}:${appPorts.search}/mf-manifest.json`,
};

/**
 * What /loader.js is built with (inlined as `__SITE_CHROME_LOADER_SETTINGS__`). A deployment sets the
 * two variables when it builds; remotes it does not name keep the local layout, and the defaults'
 * own origins are always allowed for overrides.
 */
export function loaderSettings(environment: NodeJS.ProcessEnv = process.env): LoaderSettings {
  const remotes = { ...localLayout };
  const rawRemotes = environment[loaderRemotesVariable];
  if (rawRemotes) {
    const configured = JSON.parse(rawRemotes) as Record<string, unknown>;
    for (const [remote, url] of Object.entries(configured)) {
      if (!Object.hasOwn(localLayout, remote) || typeof url !== 'string') {
        const names = Object.keys(localLayout).join(', ');
        throw new Error(`${loaderRemotesVariable}: "${remote}" must be one of ${names}, with a URL.`);
      }
      remotes[remote as RemoteName] = url;
    }
  }
  const allowedOrigins = (environment[loaderAllowedOriginsVariable] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return { remotes, allowedOrigins };
}
