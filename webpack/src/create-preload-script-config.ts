import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { createWebpackConfig, type AppFederationConfig } from './create-webpack-config';
import { DropDuplicateShareRuntimePlugin } from './drop-duplicate-share-runtime-plugin';
import { isPreloadScriptOutputFile, preloadScriptName } from './preload-script-output';

export { preloadScriptName } from './preload-script-output';

export interface CreatePreloadScriptConfigOptions {
  /** Absolute path of the host app; output goes to its dist/ as `preload.js`. */
  appDirectory: string;
  /** The host's federation config; its `preloadScript` is the entry. */
  federation: AppFederationConfig;
  /** Default 'production'. */
  mode?: 'production' | 'development';
}

/**
 * The host page's first script (issue 12): a build of its own because the federation plugin puts its
 * runtime and the eager shared packages into every entry of a build. Without them it is about 1 KB and
 * arrives a long while before the main script, so the remotes' downloads start at once. Stable name and
 * served no-cache like the main entry, which names the same things.
 */
export function createPreloadScriptConfig(options: CreatePreloadScriptConfigOptions): Configuration {
  const { appDirectory, federation, mode = 'production' } = options;
  if (!federation.preloadScript) {
    throw new Error(`${federation.name}: createPreloadScriptConfig needs federation.preloadScript.`);
  }
  const app = createWebpackConfig({ appDirectory, federation: { name: federation.name }, title: '', mode });
  return {
    ...app,
    name: `${path.basename(appDirectory)}/${preloadScriptName}.js`,
    entry: { [preloadScriptName]: federation.preloadScript },
    output: {
      ...app.output,
      // It imports nothing lazily; a chunk of its own would be a mistake worth a build error.
      chunkFilename: `${preloadScriptName}-[name].js`,
      clean: { keep: (file: string) => !isPreloadScriptOutputFile(file) },
    },
    plugins: (app.plugins ?? []).filter(
      (plugin) =>
        !(plugin instanceof HtmlWebpackPlugin) &&
        !(plugin instanceof ModuleFederationPlugin) &&
        !(plugin instanceof DropDuplicateShareRuntimePlugin),
    ),
  };
}
