import {
  chromeBuildId,
  createLoaderWebpackConfig,
  createOwnRuntimeConfig,
  createServerConfig,
  createWebpackConfig,
  withChromeBuildId,
} from '@site-chrome/webpack';
import type { Configuration } from 'webpack';
import { loaderEntry, loaderFederationConfig, loaderSettings } from '@site-chrome/webpack/loader.config';
import { federationConfig } from './module-federation.config';

/**
 * A feature's index.ts only re-exports. Saying so lets webpack link each import straight to the file that
 * defines the name, so a door naming both a first-render part and a lazy panel's pieces (the language
 * section the phone settings sheet reuses) does not pull the panel into the first render. Without the
 * flag webpack keeps the whole door, because the panel files it names have side effects of their own.
 */
const featureDoorsOnlyReExport = {
  test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
  sideEffects: false,
};

function withFeatureDoors(config: Configuration): Configuration {
  return {
    ...config,
    module: { ...config.module, rules: [...(config.module?.rules ?? []), featureDoorsOnlyReExport] },
  };
}

/**
 * Four builds, each into its own folder under build/: the header remote, the federation runtime it downloads
 * on a page that provides none of its version, /loader.js for pages that are not React (its source is
 * page-side, in `@site-chrome/host`; the header origin serves it), and the fragment server (issue 33).
 * `npm run build` serves the first three from dist/ (scripts/served-folder.ts); the server build stays in
 * build/server/. The remote and its server share one build id.
 */
export default (mode: 'production' | 'development' = 'production') => {
  const buildId = chromeBuildId(__dirname);
  return [
    withChromeBuildId(
      withFeatureDoors(
        createWebpackConfig({
          appDirectory: __dirname,
          federation: federationConfig,
          title: 'Header remote',
          mode,
          standalonePage: { loaderUrl: '/loader.js', parts: ['header', 'announcement-bar'] },
        }),
      ),
      buildId,
    ),
    createOwnRuntimeConfig({ appDirectory: __dirname, mode }),
    createLoaderWebpackConfig({
      appDirectory: __dirname,
      federation: loaderFederationConfig,
      entry: loaderEntry,
      buildValues: { __SITE_CHROME_LOADER_SETTINGS__: loaderSettings() },
      mode,
    }),
    withFeatureDoors(createServerConfig({ appDirectory: __dirname, buildId, mode })),
  ];
};
