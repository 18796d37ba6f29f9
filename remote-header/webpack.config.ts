import { createLoaderWebpackConfig, createWebpackConfig } from '@site-chrome/webpack';
import { loaderEntry, loaderFederationConfig, loaderSettings } from '@site-chrome/host/loader.config';
import { federationConfig } from './module-federation.config';

/** Two builds into dist/: the header remote, and /loader.js (`@site-chrome/host`) that the header origin serves. */
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
