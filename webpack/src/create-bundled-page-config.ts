import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { baseConfig, type BuildMode } from './base-config';
import { createCompressionPlugins } from './compression-plugins';
import { outputFileNames } from './output-file-names';

/** The comparison page a host may build beside its federated page (`/bundled.html`). */
const bundledPageFileName = 'bundled.html';

/** Folder that holds the bundled page's scripts (`/bundled/…`). */
const bundledPageChunkDirectory = 'bundled';

export interface CreateBundledPageConfigOptions {
  /** Absolute path of the host app; output goes to `<app>/build/bundled-page/`. */
  appDirectory: string;
  /** The page's entry module, relative to the app folder, e.g. `./src/bundled/index.tsx`. */
  entry: string;
  title: string;
  /** Default 'production'. */
  mode?: BuildMode;
}

/**
 * `/bundled.html` (issue 12): the same page with the header, footer and search imported at build time, as a
 * product team would use them from an npm package. The same base as every app (same loaders, minifier,
 * hashing and compressed copies) and no federation: no runtime, no share scope, no manifest, and every
 * script content-hashed, since nothing here must keep a stable name for another page to find.
 */
export function createBundledPageConfig(options: CreateBundledPageConfigOptions): Configuration {
  const { appDirectory, entry, title, mode = 'production' } = options;
  const base = baseConfig({ appDirectory, buildName: 'bundled-page', mode });

  return {
    ...base,
    name: `${path.basename(appDirectory)}/${bundledPageFileName}`,
    entry: { main: entry },
    output: {
      ...base.output,
      ...outputFileNames({ mode, folder: bundledPageChunkDirectory, hashEntries: true }),
      // Pages live at nested paths; the scripts are always under /bundled/.
      publicPath: '/',
      uniqueName: 'bundled_page',
    },
    plugins: [
      new HtmlWebpackPlugin({
        title,
        filename: bundledPageFileName,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        publicPath: '/',
      }),
      ...(mode === 'production' ? createCompressionPlugins() : []),
    ],
  };
}
