import type { AppFederationConfig } from '@site-chrome/webpack';
import { remoteTypeUrlsFromEnvironment } from './remote-type-urls';

/**
 * The demo host exposes nothing. Its remotes are not listed here: it finds them at run time through
 * the runtime map (src/federation/remote-map.ts), so a page can point at another build without a rebuild.
 */
export const federationConfig: AppFederationConfig = {
  name: 'host',
  runtimePlugins: [
    './src/federation/runtime-plugins/load-timeout-plugin.ts',
    './src/federation/runtime-plugins/remote-fallback-plugin.ts',
  ],
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
