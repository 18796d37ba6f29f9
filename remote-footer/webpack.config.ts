import { appPorts } from '@site-chrome/rules/ports';
import {
  chromeBuildId,
  createOwnRuntimeConfig,
  createServerConfig,
  createWebpackConfig,
  withChromeBuildId,
} from '@site-chrome/webpack';
import { federationConfig } from './module-federation.config';

/**
 * The remote, the federation runtime it downloads on a page that provides none of its version, and the
 * fragment server (issue 33, into build/server/, never served from dist/). The remote and its server share
 * one build id.
 */
export default (mode: 'production' | 'development' = 'production') => {
  const buildId = chromeBuildId(__dirname);
  return [
    withChromeBuildId(
      createWebpackConfig({
        appDirectory: __dirname,
        federation: federationConfig,
        title: 'Footer remote',
        mode,
        // Alone on its origin, the footer is mounted through the header origin's loader, like any plain page.
        standalonePage: { loaderUrl: `//{hostname}:${appPorts.header}/loader.js`, parts: ['footer'] },
      }),
      buildId,
    ),
    createOwnRuntimeConfig({ appDirectory: __dirname, mode }),
    createServerConfig({ appDirectory: __dirname, buildId, mode }),
  ];
};
