import { appPorts } from '@site-chrome/dev/demo/local-ports';
import { createWebpackConfig } from '@site-chrome/webpack';
import { federationConfig } from './module-federation.config';

export default (mode: 'production' | 'development' = 'production') =>
  createWebpackConfig({
    appDirectory: __dirname,
    federation: federationConfig,
    title: 'Footer remote',
    mode,
    // Alone on its origin, the footer is mounted through the header origin's loader, like any plain page.
    standalonePage: { loaderUrl: `//{hostname}:${appPorts.header}/loader.js`, parts: ['footer'] },
  });
