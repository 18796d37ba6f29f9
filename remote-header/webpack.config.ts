import { createLoaderWebpackConfig, createWebpackConfig } from '@site-chrome/webpack';
import { loaderEntry, loaderFederationConfig, loaderSettings } from '@site-chrome/host/loader.config';
import { federationConfig } from './module-federation.config';

/**
 * Two builds, each into its own folder under build/: the header remote, and /loader.js for pages that are not
 * React (its source is page-side, in `@site-chrome/host`; the header origin serves it). `npm run build` serves
 * both from dist/ (scripts/served-folder.ts).
 */
export default (mode: 'production' | 'development' = 'production') => [
  createWebpackConfig({
    appDirectory: __dirname,
    federation: federationConfig,
    title: 'Header remote',
    mode,
    standalonePage: { loaderUrl: '/loader.js', parts: ['header', 'announcement-bar'] },
  }),
  createLoaderWebpackConfig({
    appDirectory: __dirname,
    federation: loaderFederationConfig,
    entry: loaderEntry,
    buildValues: { __SITE_CHROME_LOADER_SETTINGS__: loaderSettings() },
    mode,
  }),
];
