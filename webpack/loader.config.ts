import { appPorts } from '@site-chrome/rules/ports';
import type { LoaderSettings, RemoteName } from '@site-chrome/host';
import path from 'node:path';
import type { AppFederationConfig } from './src/app-federation-config';
import { federationHostRuntimePlugins } from './src/federation-host-runtime-plugins';

/**
 * `/loader.js`, served from the header's origin for pages that are not React (`@site-chrome/host`'s
 * src/loader/): a pure consumer that provides the federation runtime, React and the shared singletons once
 * and mounts any part. Its code is the host kit's; how it is built is a build setting, so it lives here, in
 * the one package that knows the page code's files (webpack depends on host, never the other way round).
 */
export const loaderFederationConfig: AppFederationConfig = {
  name: 'site_chrome_loader',
  runtime: 'provide',
  runtimePlugins: federationHostRuntimePlugins,
};

/** The loader's entry module (absolute: the build runs from the header's folder). */
export const loaderEntry = path.join(
  path.dirname(require.resolve('@site-chrome/host/package.json')),
  'src/loader/index.ts',
);

/** JSON object, remote -> manifest URL, e.g. `{"footer":"https://chrome.example.com/footer/mf-manifest.json"}`. */
export const loaderRemotesVariable = 'SITE_CHROME_LOADER_REMOTES';
/** Comma-separated origins a page may point a remote at besides the defaults' own. */
export const loaderAllowedOriginsVariable = 'SITE_CHROME_LOADER_ALLOWED_ORIGINS';

/**
 * The local layout (ARCHITECTURE "Local ports"): the header beside loader.js, the footer and the
 * search on their own ports of the same host name. Ports only: no host name is built in.
 */
const localLayout: Record<RemoteName, string> = {
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
