import path from 'node:path';
import { DefinePlugin, type Configuration } from 'webpack';
import type { AppFederationConfig } from './app-federation-config';
import { baseConfig, type BuildMode } from './base-config';
import { createCompressionPlugins } from './compression-plugins';
import { DropDuplicateShareRuntimePlugin } from './drop-duplicate-share-runtime-plugin';
import { createFederationPlugin } from './federation-plugin';
import { federationRuntimeWebpackPlugins } from './federation-runtime';
import { outputFileNames } from './output-file-names';

/** The plain-page loader's entry file, served by the header origin beside `remoteEntry.js`. */
const loaderFileName = 'loader.js';

/** Folder, beside `loader.js`, that holds the loader's own chunks (`/loader/…` on the header origin). */
const loaderChunkDirectory = 'loader';

export interface CreateLoaderWebpackConfigOptions {
  /** Absolute path of the app whose origin serves the loader (the header remote). */
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
  mode?: BuildMode;
}

/**
 * The plain-page loader (`/loader.js`, ARCHITECTURE "Layout"): a second build of the header app, into
 * `<app>/build/loader/` (`loader.js`, its chunks under `loader/`), served by the header's origin beside
 * the remote. It provides the federation runtime, React and the shared singletons to a page that has
 * none: federation with the same sharing as every app, but no manifest and no page (the header owns both).
 */
export function createLoaderWebpackConfig(options: CreateLoaderWebpackConfigOptions): Configuration {
  const { appDirectory, federation, entry, buildValues = {}, mode = 'production' } = options;
  const base = baseConfig({ appDirectory, buildName: 'loader', mode });

  return {
    ...base,
    name: `${path.basename(appDirectory)}/${loaderFileName}`,
    entry: { [path.basename(loaderFileName, '.js')]: entry },
    output: {
      ...base.output,
      ...outputFileNames({ mode, folder: loaderChunkDirectory }),
      publicPath: 'auto',
      uniqueName: federation.name,
    },
    plugins: [
      createFederationPlugin(appDirectory, federation, { manifest: false }),
      ...federationRuntimeWebpackPlugins(federation.runtime ?? 'bundled'),
      new DropDuplicateShareRuntimePlugin(),
      new DefinePlugin(
        Object.fromEntries(Object.entries(buildValues).map(([name, value]) => [name, JSON.stringify(value)])),
      ),
      ...(mode === 'production' ? createCompressionPlugins() : []),
    ],
  };
}
