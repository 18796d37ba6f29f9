import path from 'node:path';
import { BannerPlugin, optimize, type Configuration, type ExternalItemFunctionData } from 'webpack';
import { baseConfig, type BuildMode } from './base-config';
import { chromeBuildIdPlugin } from './chrome-build-id';
import { outputFileNames } from './output-file-names';

export interface CreateServerConfigOptions {
  /** Absolute path of the remote (holds package.json and `src/server/fragment-server.ts`). */
  appDirectory: string;
  /** The build id of the remote's browser build (`chromeBuildId`): the server writes it on each fragment. */
  buildId: string;
  /** Default 'production'. */
  mode?: BuildMode;
}

/** The one entry of a remote's server build. */
const fragmentServerEntry = './src/server/fragment-server.ts';

/**
 * A package from node_modules stays a `require` (the server runs from the repository, beside its
 * node_modules): one React, one styled-components and one i18next for the renderer and the components,
 * whatever bundled them, and a build that takes seconds. Our own workspace packages are TypeScript sources,
 * so they are compiled in, like in the browser build.
 */
function nodeModulesExternal(
  { request }: ExternalItemFunctionData,
  callback: (error?: Error, result?: string) => void,
): void {
  const isPackage = request !== undefined && /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request);
  if (isPackage && !request.startsWith('@site-chrome/')) callback(undefined, `commonjs ${request}`);
  else callback();
}

/**
 * A remote's server build (issue 33), into `<app>/build/server/`: the fragment server, compiled from the same
 * sources by the same swc rule as the browser build, for Node (CommonJS, one file). No federation (the
 * server imports the components directly), no compression, no HTML. Images keep the browser build's names
 * and are not written again: the markup points at the copies the remote's origin serves. `npm run build`
 * never copies this folder into `dist/` (scripts/served-folder.ts): the browser origin serves no server code.
 */
export function createServerConfig({
  appDirectory,
  buildId,
  mode = 'production',
}: CreateServerConfigOptions): Configuration {
  const base = baseConfig({ appDirectory, buildName: 'server', mode });
  return {
    ...base,
    name: `${path.basename(appDirectory)}/server`,
    target: 'node',
    // Stack traces of a server error point at the sources.
    devtool: 'source-map',
    entry: { 'fragment-server': fragmentServerEntry },
    output: {
      path: base.output?.path,
      clean: true,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: outputFileNames({ mode }).assetModuleFilename,
      // Set at start from the remote's public origin (`__webpack_public_path__`, fragment-server.ts), so an
      // image's URL in the markup is the one the browser build computes.
      publicPath: '',
    },
    module: {
      ...base.module,
      generator: { asset: { emit: false }, 'asset/resource': { emit: false } },
    },
    // `__dirname` is the bundle's own folder (the server finds the browser build's manifest from it).
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: [nodeModulesExternal],
    // Readable stack traces; the file is never downloaded.
    optimization: { ...base.optimization, minimize: false },
    plugins: [
      chromeBuildIdPlugin(buildId),
      // React, styled-components and the rest are required from node_modules at run time, where
      // `process.env.NODE_ENV` picks their build: unset, React's development build renders several times
      // slower. The build's mode unless whoever starts the server says otherwise: a development build's JSX
      // calls `jsxDEV`, which React's production build lacks (`npm run dev` served no fragment with it).
      new BannerPlugin({
        banner: `process.env.NODE_ENV = process.env.NODE_ENV || ${JSON.stringify(mode)};`,
        raw: true,
        entryOnly: true,
      }),
      // Lazy panels stay in the one file: a server render never waits for a chunk.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}
