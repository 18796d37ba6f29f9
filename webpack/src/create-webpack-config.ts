import fs from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin';
import { createCompressionPlugins } from './compression-plugins';
import { DropDuplicateShareRuntimePlugin } from './drop-duplicate-share-runtime-plugin';
import { createFederationPlugin } from './federation-plugin';
import { federationRuntimeWebpackPlugins, type FederationRuntime } from './federation-runtime';
import { isBundledPageOutputFile } from './bundled-page-output';
import { isLoaderOutputFile } from './loader-output';
import { ManifestIntegrityPlugin } from './manifest-integrity-plugin';
import { isPreloadScriptOutputFile, preloadScriptName } from './preload-script-output';
import { PagePreloadTagsPlugin } from './page-preload-tags-plugin';
import { createStandalonePagePlugin, type StandalonePageOptions } from './standalone-page';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What an app says about itself in its `module-federation.config.ts`. */
export interface AppFederationConfig {
  /** Container name, also the global the remote entry defines (`window.header`). */
  name: string;
  /** Public module name -> source file, relative to the app folder. Empty for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugin files, relative to the app folder or absolute. */
  runtimePlugins?: readonly string[];
  /**
   * Where the federation runtime comes from: `'external'` for remotes (the page provides it, entries stay
   * small), `'provide'` for the page's one pure consumer (demo host, /loader.js). Default `'bundled'`.
   */
  runtime?: FederationRuntime;
  /**
   * Shared packages in the entry chunk instead of chunks of their own (default false). For the page that
   * provides them: its first render needs them all, and one file arrives sooner than twenty over HTTP/1.1.
   */
  eagerShared?: boolean;
  /**
   * Manifests the page's HTML starts fetching at once (`<link rel="preload" as="fetch">`): those of the
   * remotes every page shows, at their default addresses. Default none.
   */
  preloadManifests?: readonly string[];
  /**
   * A small script built without federation (`preload.js`, see createPreloadScriptConfig) that the page runs
   * first, to start remote downloads before its main script has arrived. Relative to the app folder.
   */
  preloadScript?: string;
  /** Type generation (remotes) or consumption (hosts); see the federation `dts` option. */
  dts?: FederationOptions['dts'];
}

export interface CreateWebpackConfigOptions {
  /** Absolute path of the app folder (holds package.json and src/). */
  appDirectory: string;
  federation: AppFederationConfig;
  /** Title of the page the app serves on its own origin. */
  title: string;
  /** Production builds hash every chunk for immutable caching; development favours rebuild speed. Default 'production'. */
  mode?: 'production' | 'development';
  /** Extra files copied verbatim from `public/` (e.g. the plain HTML demo). Default none. */
  publicDirectory?: boolean;
  /**
   * For a remote with runtime `'external'`: its page on its own origin, which loads /loader.js and
   * mounts this build. Default none: such a remote serves no page (its entry cannot run alone), and
   * any other app's page runs its `src/index.ts`.
   */
  standalonePage?: StandalonePageOptions;
}

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * The one webpack configuration every app is built with: host and remotes differ only in what their
 * federation config says, so sharing, hashing and loading behave the same everywhere.
 */
export function createWebpackConfig(options: CreateWebpackConfigOptions): Configuration {
  const { appDirectory, federation, mode = 'production' } = options;
  const isProduction = mode === 'production';
  // A remote that uses the page's federation runtime cannot start alone: it has no entry of its own.
  const runsAlone = federation.runtime !== 'external';
  const isRemote = Object.keys(federation.exposes ?? {}).length > 0;

  return {
    mode,
    context: appDirectory,
    entry: runsAlone ? { main: './src/index.ts' } : {},
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDirectory, 'dist'),
      // Remotes are served from any origin or CDN path: chunks resolve relative to the entry that loaded them.
      publicPath: 'auto',
      uniqueName: federation.name,
      // Entry files keep a stable name and are served no-cache, like remoteEntry.js: they are tiny async
      // boundaries, and webpack 5.111 cannot hash an entry that holds the federation runtime
      // (module-federation/core#5077). Every other chunk is content-hashed and cached for a year.
      filename: '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: isProduction ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // Chunks come from another origin than the page (the remotes' CDN): loaded with CORS and without
      // credentials, so the page's cookies never go with them (issue 13, requests).
      crossOriginLoading: 'anonymous',
      // The header's /loader.js and the host's /bundled.html and /preload.js are further builds into the
      // same folder: no build deletes another's files.
      clean: {
        keep: (file: string) =>
          isLoaderOutputFile(file) || isBundledPageOutputFile(file) || isPreloadScriptOutputFile(file),
      },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    // Images a component shows by URL (the footer's social icons): a hashed file beside the chunks, served
    // from the remote's own origin, never inlined into JavaScript every page downloads.
    module: { rules: [swcRule, { test: /\.svg$/, type: 'asset/resource' }] },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      createFederationPlugin(appDirectory, federation),
      // A remote's scripts load with Subresource Integrity from its manifest (issue 13). Before the
      // compression plugins: the manifest's compressed copies must hold the hashes.
      ...(isRemote ? [new ManifestIntegrityPlugin(), new ChunkIntegrityPlugin()] : []),
      ...federationRuntimeWebpackPlugins(federation.runtime ?? 'bundled'),
      new DropDuplicateShareRuntimePlugin(),
      ...pagePlugins(options, runsAlone),
      ...(options.publicDirectory ? [copyPublicDirectory(appDirectory)] : []),
      ...(isProduction ? createCompressionPlugins() : []),
    ],
    stats: 'errors-warnings',
  };
}

/** The page the app serves on its own origin, if it has one. */
function pagePlugins(options: CreateWebpackConfigOptions, runsAlone: boolean) {
  const { federation, title, standalonePage } = options;
  if (standalonePage) return [createStandalonePagePlugin(federation.name, title, standalonePage)];
  if (!runsAlone) return [];
  return [
    new HtmlWebpackPlugin({
      title,
      template: path.join(__dirname, 'index.html'),
      chunks: ['main'],
      // Pages live at nested paths (/myaccount/myfunds): the entry script is always at the root.
      publicPath: '/',
    }),
    // A page that loads remotes starts their downloads from its HTML (issue 12).
    ...(federation.preloadManifests || federation.preloadScript
      ? [
          new PagePreloadTagsPlugin({
            manifests: federation.preloadManifests ?? [],
            firstScript: federation.preloadScript ? `${preloadScriptName}.js` : undefined,
          }),
        ]
      : []),
  ];
}

/** Copies `public/` into the build without another dependency: the files are few and never transformed. */
function copyPublicDirectory(appDirectory: string) {
  return {
    apply(compiler: Compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('CopyPublicDirectory', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'CopyPublicDirectory',
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
          },
          () => {
            const publicPath = path.join(appDirectory, 'public');
            for (const file of fs.readdirSync(publicPath)) {
              const absolute = path.join(publicPath, file);
              compilation.fileDependencies.add(absolute);
              compilation.emitAsset(file, new RawSource(fs.readFileSync(absolute)));
            }
          },
        );
      });
    },
  };
}
