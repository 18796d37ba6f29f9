export { createWebpackConfig } from './create-webpack-config';
export type { AppFederationConfig } from './app-federation-config';
export { createBundledPageConfig } from './create-bundled-page-config';
export { createPreloadScriptConfig } from './create-preload-script-config';
export { createLoaderWebpackConfig } from './create-loader-webpack-config';
export { createOwnRuntimeConfig } from './create-own-runtime-config';
/**
 * @public For a host with its own webpack config, which adds it to its `runtimePlugins`
 * (docs/guides/embedding-react.md, "The host"); this repository's builds use it through `createWebpackConfig`.
 */
export { publishBundlerRuntimePluginFile } from './provider-runtime-plugins';
export { federationHostRuntimePlugins } from './federation-host-runtime-plugins';
export { createServerConfig } from './create-server-config';
export { chromeBuildId, withChromeBuildId } from './chrome-build-id';
