import path from 'node:path';
import type { Configuration } from 'webpack';
import type { AppFederationConfig } from './app-federation-config';
import { baseConfig, type BuildMode } from './base-config';
import { createCompressionPlugins } from './compression-plugins';
import { outputFileNames } from './output-file-names';
import { preloadScriptName } from './preload-script-name';

export interface CreatePreloadScriptConfigOptions {
  /** Absolute path of the host app; output goes to `<app>/build/preload/` as `preload.js`. */
  appDirectory: string;
  /** The host's federation config; its `preloadScript` is the entry. */
  federation: AppFederationConfig;
  /** Default 'production'. */
  mode?: BuildMode;
}

/**
 * The host page's first script (issue 12): a build of its own because the federation plugin puts its
 * runtime and the eager shared packages into every entry of a build. Without them it is about 1 KB and
 * arrives a long while before the main script, so the remotes' downloads start at once. Stable name and
 * served no-cache like the main entry, which names the same things. No federation, no page.
 */
export function createPreloadScriptConfig(options: CreatePreloadScriptConfigOptions): Configuration {
  const { appDirectory, federation, mode = 'production' } = options;
  if (!federation.preloadScript) {
    throw new Error(`${federation.name}: createPreloadScriptConfig needs federation.preloadScript.`);
  }
  const base = baseConfig({ appDirectory, buildName: 'preload', mode });
  return {
    ...base,
    name: `${path.basename(appDirectory)}/${preloadScriptName}.js`,
    entry: { [preloadScriptName]: federation.preloadScript },
    output: {
      ...base.output,
      ...outputFileNames({ mode }),
      // It imports nothing lazily; a chunk of its own would stand out by its name.
      chunkFilename: `${preloadScriptName}-[name].js`,
      publicPath: 'auto',
      // The host's name: the script's chunk-loading global is the page's own.
      uniqueName: federation.name,
    },
    plugins: mode === 'production' ? createCompressionPlugins() : [],
  };
}
