import type { AppFederationConfig } from '@site-chrome/webpack';

/** What the header remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'header',
  exposes: {
    './Header': './src/exposed/header.tsx',
    './AnnouncementBar': './src/exposed/announcement-bar.tsx',
    './mount': './src/exposed/mount.ts',
  },
  dts: { generateTypes: { extractThirdParty: false, abortOnError: false }, consumeTypes: false },
};
