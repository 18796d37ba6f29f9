import type { AppFederationConfig } from '@site-chrome/webpack';

/** What the footer remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'footer',
  exposes: {
    './Footer': './src/exposed/footer.tsx',
    './mount': './src/exposed/mount.ts',
  },
  // The page provides the federation runtime (the demo host, or the header origin's /loader.js).
  runtime: 'external',
  dts: { generateTypes: { extractThirdParty: false, abortOnError: true }, consumeTypes: false },
};
