import type { AppFederationConfig } from '@site-chrome/webpack';

/** What the header remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'header',
  exposes: {
    './Header': './src/exposed/header.tsx',
    './AnnouncementBar': './src/exposed/announcement-bar.tsx',
    './mount': './src/exposed/mount.ts',
  },
  // The page provides the federation runtime (the demo host, or /loader.js from `@site-chrome/host`): the entry carries none.
  runtime: 'external',
  dts: { generateTypes: { extractThirdParty: false, abortOnError: true }, consumeTypes: false },
};
