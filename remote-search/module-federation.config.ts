import type { AppFederationConfig } from '@site-chrome/webpack';

/** What the search remote offers other pages: read this file to see its public modules. */
export const federationConfig: AppFederationConfig = {
  name: 'search',
  exposes: {
    './AggregatedSearch': './src/exposed/aggregated-search.tsx',
    './mount': './src/exposed/mount.ts',
  },
  // The page provides the federation runtime (the demo host, or the header origin's /loader.js).
  runtime: 'external',
  dts: { generateTypes: { extractThirdParty: false, abortOnError: true }, consumeTypes: false },
};
