import CopyPlugin from 'copy-webpack-plugin';
import type { Configuration } from 'webpack';
import { exposesModules, type AppFederationConfig } from './app-federation-config';
import { baseConfig, type BuildMode } from './base-config';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin';
import { createCompressionPlugins } from './compression-plugins';
import { DropDuplicateShareRuntimePlugin } from './drop-duplicate-share-runtime-plugin';
import { federatedPagePlugins } from './federated-page-plugins';
import { createFederationPlugin } from './federation-plugin';
import { federationRuntimeWebpackPlugins } from './federation-runtime';
import { ManifestIntegrityPlugin } from './manifest-integrity-plugin';
import { outputFileNames } from './output-file-names';
import { createStandalonePagePlugin, type StandalonePageOptions } from './standalone-page';

export interface CreateWebpackConfigOptions {
  /** Absolute path of the app folder (holds package.json and src/). */
  appDirectory: string;
  federation: AppFederationConfig;
  /** Title of the page the app serves on its own origin. */
  title: string;
  /** Production builds hash every chunk for immutable caching; development favours rebuild speed. Default 'production'. */
  mode?: BuildMode;
  /** Extra files copied verbatim from `public/` (e.g. the plain HTML demo). Default none. */
  publicDirectory?: boolean;
  /**
   * For a remote with runtime `'external'`: its page on its own origin, which loads /loader.js and
   * mounts this build. Default none: such a remote serves no page (its entry cannot run alone), and
   * any other app's page runs its `src/index.ts`.
   */
  standalonePage?: StandalonePageOptions;
}

/**
 * An app's federated build (a remote, or the demo host), into `<app>/build/app/`: host and remotes differ
 * only in what their federation config says, so sharing, hashing and loading behave the same everywhere.
 * The other builds of an app (/loader.js, /preload.js, /bundled.html) are composed from the same parts in
 * their own `create-*` files; none is derived from this one.
 */
export function createWebpackConfig(options: CreateWebpackConfigOptions): Configuration {
  const { appDirectory, federation, mode = 'production' } = options;
  // A remote that uses the page's federation runtime cannot start alone: it has no entry of its own.
  const runsAlone = federation.runtime !== 'external';
  const base = baseConfig({ appDirectory, buildName: 'app', mode });

  return {
    ...base,
    entry: runsAlone ? { main: './src/index.ts' } : {},
    output: {
      ...base.output,
      ...outputFileNames({ mode }),
      // Remotes are served from any origin or CDN path: chunks resolve relative to the entry that loaded them.
      publicPath: 'auto',
      uniqueName: federation.name,
    },
    plugins: [
      createFederationPlugin(appDirectory, federation),
      // A remote's scripts load with Subresource Integrity from its manifest (issue 13). After the
      // federation plugin and before the compression plugins: the manifest's compressed copies must hold
      // the hashes.
      ...(exposesModules(federation) ? [new ManifestIntegrityPlugin(), new ChunkIntegrityPlugin()] : []),
      ...federationRuntimeWebpackPlugins(federation.runtime ?? 'bundled'),
      new DropDuplicateShareRuntimePlugin(),
      ...pagePlugins(options, runsAlone),
      // `public/` (the plain page and its script) as it is, beside the build; minified like every script.
      ...(options.publicDirectory ? [new CopyPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(mode === 'production' ? createCompressionPlugins() : []),
    ],
  };
}

/** The page the app serves on its own origin, if it has one. */
function pagePlugins(options: CreateWebpackConfigOptions, runsAlone: boolean) {
  const { federation, title, standalonePage } = options;
  if (standalonePage) return [createStandalonePagePlugin(federation.name, title, standalonePage)];
  return runsAlone ? federatedPagePlugins(title, federation) : [];
}
