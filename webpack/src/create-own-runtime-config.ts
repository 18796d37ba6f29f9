import path from 'node:path';
import { moduleFile } from './module-file';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime/package.json';
import { DefinePlugin, type Configuration } from 'webpack';
import { baseConfig, type BuildMode } from './base-config';
import { ownRuntimeFileName } from './bundler-runtime/own-runtime';
import { createCompressionPlugins } from './compression-plugins';

export interface CreateOwnRuntimeConfigOptions {
  /** Absolute path of the remote whose origin serves the script, beside its `remoteEntry.js`. */
  appDirectory: string;
  /** Default 'production'. */
  mode?: BuildMode;
  /**
   * The version of the federation packages the remote is built with, which names the file. Default the
   * installed `@module-federation/webpack-bundler-runtime`'s; the runtime-skew fixtures build other versions.
   */
  version?: string;
}

/**
 * `federation-runtime-<version>.js`, the federation runtime a remote built `runtime: 'external'` downloads
 * from its own origin when the page provides none of its exact version (docs/decisions/runtime-skew.md).
 * A build of its own, into `<app>/build/own-runtime/`: the remote's build makes the runtime core an external
 * (the page's), and this script has to carry it. A page whose runtime fits never asks for it. Its name says
 * its version; like the entries it is served no-cache.
 */
export function createOwnRuntimeConfig(options: CreateOwnRuntimeConfigOptions): Configuration {
  const { appDirectory, mode = 'production', version = bundlerRuntimePackage.version } = options;
  const base = baseConfig({ appDirectory, buildName: 'own-runtime', mode });
  const fileName = ownRuntimeFileName(version);
  return {
    ...base,
    name: `${path.basename(appDirectory)}/${fileName}`,
    entry: { ownRuntime: moduleFile(path.join(__dirname, 'bundler-runtime'), 'own-runtime-entry') },
    output: { ...base.output, filename: fileName, uniqueName: `site-chrome-federation-runtime-${version}` },
    plugins: [
      // What the federation plugin defines for our remotes ('external': web only, no remotes of their own).
      new DefinePlugin({ FEDERATION_OPTIMIZE_NO_REMOTE: true, ENV_TARGET: JSON.stringify('web') }),
      ...(mode === 'production' ? createCompressionPlugins() : []),
    ],
  };
}
