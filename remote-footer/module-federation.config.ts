import type { AppFederationConfig } from '@site-chrome/webpack';

/** What the footer remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'footer',
  exposes: {
    './Footer': './src/exposed/footer.tsx',
    './mount': './src/exposed/mount.ts',
  },
  dts: { generateTypes: { extractThirdParty: false, abortOnError: false }, consumeTypes: false },
};
