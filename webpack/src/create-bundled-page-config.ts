import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import {
  bundledPageChunkDirectory,
  bundledPageFileName,
  isBundledPageOutputFile,
} from './bundled-page-output';
import { createWebpackConfig, type AppFederationConfig } from './create-webpack-config';
import { DropDuplicateShareRuntimePlugin } from './drop-duplicate-share-runtime-plugin';

export interface CreateBundledPageConfigOptions {
  /** Absolute path of the host app; output goes to its dist/, beside the federated page. */
  appDirectory: string;
  /** The page's entry module, relative to the app folder, e.g. `./src/bundled/index.tsx`. */
  entry: string;
  title: string;
  /** Default 'production'. */
  mode?: 'production' | 'development';
}

/**
 * `/bundled.html` (issue 12): the same page with the header, footer and search imported at build time, as a
 * product team would use them from an npm package. Built by the same factory as every app (same loaders,
 * minifier, hashing and compressed copies), minus federation: no runtime, no share scope, no manifest, and
 * every chunk content-hashed, since nothing here must keep a stable name for another page to find.
 */
export function createBundledPageConfig(options: CreateBundledPageConfigOptions): Configuration {
  const { appDirectory, entry, title, mode = 'production' } = options;
  const unused: AppFederationConfig = { name: 'bundled_page' };
  const app = createWebpackConfig({ appDirectory, federation: unused, title, mode });
  const isProduction = mode === 'production';
  const hashed = isProduction ? '.[contenthash:8]' : '';

  return {
    ...app,
    name: `${path.basename(appDirectory)}/${bundledPageFileName}`,
    entry: { main: entry },
    output: {
      ...app.output,
      filename: `${bundledPageChunkDirectory}/[name]${hashed}.js`,
      chunkFilename: `${bundledPageChunkDirectory}/[name]${hashed}.js`,
      assetModuleFilename: `${bundledPageChunkDirectory}/assets/[name]${hashed}[ext]`,
      // Pages live at nested paths; the scripts are always under /bundled/.
      publicPath: '/',
      clean: { keep: (file: string) => !isBundledPageOutputFile(file) },
    },
    plugins: [
      ...(app.plugins ?? []).filter(
        (plugin) =>
          !(plugin instanceof HtmlWebpackPlugin) &&
          !(plugin instanceof ModuleFederationPlugin) &&
          !(plugin instanceof DropDuplicateShareRuntimePlugin),
      ),
      new HtmlWebpackPlugin({
        title,
        filename: bundledPageFileName,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        publicPath: '/',
      }),
    ],
  };
}
