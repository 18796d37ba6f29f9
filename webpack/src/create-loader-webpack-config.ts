import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { DefinePlugin, type Configuration } from 'webpack';
import { createWebpackConfig, type AppFederationConfig } from './create-webpack-config';
import { createFederationPlugin } from './federation-plugin';
import { isLoaderOutputFile, loaderChunkDirectory, loaderFileName } from './loader-output';

export interface CreateLoaderWebpackConfigOptions {
  /** Absolute path of the app whose origin serves the loader (the header remote); output goes to its dist/. */
  appDirectory: string;
  /** The loader's federation config: a pure consumer with runtime `'provide'`, no exposes. */
  federation: AppFederationConfig;
  /** The loader's entry module, relative to the app folder, e.g. `./src/loader/index.ts`. */
  entry: string;
  /**
   * Values fixed at build time, by global name (each one is inlined as JSON through DefinePlugin),
   * e.g. the loader's default runtime map. Default none.
   */
  buildValues?: Record<string, unknown>;
  /** Default 'production'. */
  mode?: 'production' | 'development';
}

/**
 * The plain-page loader (`/loader.js`, ARCHITECTURE "Layout"): a second build of the header app, made
 * by the same factory as every app (sharing, hashing, loading behave the same) and emitted into the
 * header's dist/ as `loader.js` with its chunks under `loader/`. It provides the federation runtime,
 * React and the shared singletons to a page that has none, so it writes no manifest and no HTML.
 */
export function createLoaderWebpackConfig(options: CreateLoaderWebpackConfigOptions): Configuration {
  const { appDirectory, federation, entry, buildValues = {}, mode = 'production' } = options;
  const app = createWebpackConfig({ appDirectory, federation, title: federation.name, mode });
  const isProduction = mode === 'production';

  return {
    ...app,
    name: `${path.basename(appDirectory)}/${loaderFileName}`,
    entry: { [path.basename(loaderFileName, '.js')]: entry },
    output: {
      ...app.output,
      chunkFilename: isProduction
        ? `${loaderChunkDirectory}/[name].[contenthash:8].js`
        : `${loaderChunkDirectory}/[name].js`,
      assetModuleFilename: `${loaderChunkDirectory}/assets/[name].[contenthash:8][ext]`,
      clean: { keep: (file: string) => !isLoaderOutputFile(file) },
    },
    plugins: [
      // Everything the app build has except its page and its manifest: the header owns both.
      ...(app.plugins ?? []).filter(
        (plugin) => !(plugin instanceof HtmlWebpackPlugin) && !(plugin instanceof ModuleFederationPlugin),
      ),
      createFederationPlugin(appDirectory, federation, { manifest: false }),
      new DefinePlugin(
        Object.fromEntries(Object.entries(buildValues).map(([name, value]) => [name, JSON.stringify(value)])),
      ),
    ],
  };
}
