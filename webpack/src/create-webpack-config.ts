import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import { createSharedSingletons } from './shared-singletons';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What an app says about itself in its `module-federation.config.ts`. */
export interface AppFederationConfig {
  /** Container name, also the global the remote entry defines (`window.header`). */
  name: string;
  /** Public module name -> source file, relative to the app folder. Empty for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugin files, relative to the app folder. */
  runtimePlugins?: string[];
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
  const { appDirectory, federation, title, mode = 'production' } = options;
  const isProduction = mode === 'production';
  const exposes = Object.fromEntries(
    Object.entries(federation.exposes ?? {}).map(([key, file]) => [key, path.resolve(appDirectory, file)]),
  );
  const isRemote = Object.keys(exposes).length > 0;

  return {
    mode,
    context: appDirectory,
    entry: { main: './src/index.ts' },
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
      chunkFilename: isProduction ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: isProduction ? 'assets/[name].[contenthash:12][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule] },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: isRemote ? exposes : undefined,
        shared: createSharedSingletons(appDirectory),
        // 'version-first' fetches every remote's entry at start-up so one dead origin stalls the page;
        // 'loaded-first' reuses what is already on the page and loads a remote only when it is asked for.
        shareStrategy: 'loaded-first',
        runtimePlugins: federation.runtimePlugins?.map((file) => path.resolve(appDirectory, file)),
        manifest: { fileName: 'mf-manifest.json' },
        dts: federation.dts ?? false,
        dev: false,
      }),
      new HtmlWebpackPlugin({
        title,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        // Pages live at nested paths (/myaccount/myfunds): the entry script is always at the root.
        publicPath: '/',
      }),
      ...(options.publicDirectory ? [copyPublicDirectory(appDirectory)] : []),
    ],
    stats: 'errors-warnings',
  };
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
