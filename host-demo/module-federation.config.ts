import { federationHostRuntimePlugins, type AppFederationConfig } from '@site-chrome/webpack';
import { localManifestUrl } from '@site-chrome/dev/demo/local-ports';
import { remoteTypeUrlsFromEnvironment } from './remote-type-urls';

/**
 * The demo host exposes nothing. Its remotes are not listed here: it finds them at run time through
 * the runtime map (src/federation/demo-remote-map.ts), so a page can point at another build without a
 * rebuild. It provides the page's one federation runtime; the remotes' entries use it.
 */
export const federationConfig: AppFederationConfig = {
  name: 'host',
  runtime: 'provide',
  // Issue 12: the page's first render needs every shared package it provides; in its entry they arrive as
  // one file instead of about twenty (six at a time over HTTP/1.1).
  eagerShared: true,
  // The header and the footer at their default local addresses (demo-remote-map.ts); an override or
  // another host name makes these unused, and the runtime fetches the right ones.
  preloadManifests: [localManifestUrl('header'), localManifestUrl('footer')],
  // Reads them and preloads the header's and footer's entries and first-render chunks (src/preload.ts).
  preloadScript: './src/preload.ts',
  // The same time-out and fallback plugins as /loader.js (@site-chrome/host).
  runtimePlugins: federationHostRuntimePlugins,
  dts: {
    generateTypes: false,
    // The build serves each freshly built remote and hands its type URLs in; see scripts/build.ts.
    consumeTypes: {
      typesOnBuild: true,
      remoteTypeUrls: async () => remoteTypeUrlsFromEnvironment(),
      abortOnError: false,
    },
  },
};
