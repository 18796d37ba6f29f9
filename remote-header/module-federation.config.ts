import { federationHostRuntimePlugins, type AppFederationConfig } from '@site-chrome/webpack';

/** What the header remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'header',
  exposes: {
    './Header': './src/exposed/header.tsx',
    './AnnouncementBar': './src/exposed/announcement-bar.tsx',
    './mount': './src/exposed/mount.ts',
  },
  // The page provides the federation runtime (the demo host, or /loader.js below): the entry carries none.
  runtime: 'external',
  dts: { generateTypes: { extractThirdParty: false, abortOnError: false }, consumeTypes: false },
};

/**
 * `/loader.js`, served beside the header for pages that are not React (src/loader/): a pure consumer
 * that provides the federation runtime, React and the shared singletons once and mounts any part.
 */
export const loaderFederationConfig: AppFederationConfig = {
  name: 'site_chrome_loader',
  runtime: 'provide',
  runtimePlugins: federationHostRuntimePlugins,
};
