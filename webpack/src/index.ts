export { createWebpackConfig } from './create-webpack-config';
export type { AppFederationConfig, CreateWebpackConfigOptions } from './create-webpack-config';
export { createBundledPageConfig } from './create-bundled-page-config';
export type { CreateBundledPageConfigOptions } from './create-bundled-page-config';
export { createPreloadScriptConfig } from './create-preload-script-config';
export type { CreatePreloadScriptConfigOptions } from './create-preload-script-config';
export { createLoaderWebpackConfig } from './create-loader-webpack-config';
export type { CreateLoaderWebpackConfigOptions } from './create-loader-webpack-config';
export { publishBundlerRuntimePluginFile } from './bundler-runtime/bundler-runtime-replacement';
export { federationHostRuntimePlugins } from './federation-host-runtime-plugins';
export type { FederationRuntime } from './federation-runtime';
export { loaderChunkDirectory, loaderFileName } from './loader-output';
export type { StandalonePageOptions } from './standalone-page';
export {
  createSharedSingletons,
  sharedVersionOverrideVariable,
  singletonPackageNames,
} from './shared-singletons';
