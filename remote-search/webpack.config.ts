import { appPorts } from '@site-chrome/rules/ports';
import { createOwnRuntimeConfig, createWebpackConfig } from '@site-chrome/webpack';
import { federationConfig } from './module-federation.config';

/** The remote, and the federation runtime it downloads on a page that provides none of its version. */
export default (mode: 'production' | 'development' = 'production') => [
  createWebpackConfig({
    appDirectory: __dirname,
    federation: federationConfig,
    title: 'Search remote',
    mode,
    // Alone on its origin, the search is mounted through the header origin's loader, like any plain page.
    standalonePage: { loaderUrl: `//{hostname}:${appPorts.header}/loader.js`, parts: ['search'] },
  }),
  createOwnRuntimeConfig({ appDirectory: __dirname, mode }),
];
