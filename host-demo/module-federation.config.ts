import { federationHostRuntimePlugins, type AppFederationConfig } from '@site-chrome/webpack';
import { remoteTypeUrlsFromEnvironment } from './remote-type-urls';

/**
 * The demo host exposes nothing. Its remotes are not listed here: it finds them at run time through
 * the runtime map (src/federation/demo-remote-map.ts), so a page can point at another build without a
 * rebuild. It provides the page's one federation runtime; the remotes' entries use it.
 */
export const federationConfig: AppFederationConfig = {
  name: 'host',
  runtime: 'provide',
  // The same time-out and fallback plugins as /loader.js (@site-chrome/shared/federation-host).
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
