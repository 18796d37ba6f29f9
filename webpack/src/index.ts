export { createWebpackConfig } from './create-webpack-config';
export type { AppFederationConfig, CreateWebpackConfigOptions } from './create-webpack-config';
export { createSharedSingletons, singletonPackageNames } from './shared-singletons';
