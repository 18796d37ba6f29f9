/**
 * `@site-chrome/webpack` as a team outside this repository installs it (`npm run pack:kit`): what a React page
 * built with its own webpack 5 or rspack config takes to load the chrome. The factory (index.ts) builds this
 * repository's apps and is not in the kit.
 */
/** @public */
export { chromePageFederation } from './page-federation';
/** @public */
export type { ChromePageFederation } from './page-federation';
/** @public */
export { federationHostRuntimePlugins } from './federation-host-runtime-plugins';
/** @public */
export { providerRuntimePlugins, publishBundlerRuntimePluginFile } from './provider-runtime-plugins';
