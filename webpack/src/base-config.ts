import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { productionMinimizing } from './minimizer';
import { styledComponentsNamespace, swcOptions } from './swc-options';

export type BuildMode = 'production' | 'development';

interface BaseConfigOptions {
  /** Absolute path of the app folder (holds package.json and src/). */
  appDirectory: string;
  /** The build's own folder under the app's `build/`, e.g. `app` or `loader` (see buildOutputDirectory). */
  buildName: string;
  mode: BuildMode;
}

/**
 * Where one build writes: a folder of its own, `<app>/build/<name>/`, which it empties first. No build
 * writes into another's folder, so none has to know which files are another's. The servers serve the
 * app's `dist/`, which `npm run build` assembles from these folders (scripts/served-folder.ts).
 */
function buildOutputDirectory(appDirectory: string, buildName: string): string {
  return path.join(appDirectory, 'build', buildName);
}

/**
 * TypeScript through swc-loader, with styled-components' ids written in at build time
 * (`src/swc-options.ts`): the namespace is the workspace that holds the file, so one `use` per file.
 */
function swcRule(mode: BuildMode): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: ({ resource }) => {
      // Always set for a file this rule matches (its `test` is on the resource).
      const namespace = styledComponentsNamespace(resource ?? '');
      return {
        // Resolved here (not by name in the loader chain) so the loader is found from this package wherever
        // the app being built sits, and knip sees the dependency.
        loader: require.resolve('swc-loader'),
        // Its own ident per namespace: webpack files options by ident, and one shared ident would hand
        // every file the options of the last namespace seen.
        ident: `swc-${namespace}`,
        options: swcOptions(namespace, mode),
      };
    },
  };
}

/**
 * What every build shares, whatever it makes: TypeScript through swc, images as files, deterministic ids,
 * source maps, CORS chunk loading, and an output folder of its own. Each build adds its entry, file names
 * and plugins (create-webpack-config.ts and the other `create-*` files).
 */
export function baseConfig({ appDirectory, buildName, mode }: BaseConfigOptions): Configuration {
  return {
    mode,
    context: appDirectory,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildOutputDirectory(appDirectory, buildName),
      // Chunks come from another origin than the page (the remotes' CDN): loaded with CORS and without
      // credentials, so the page's cookies never go with them (issue 13, requests).
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    // Images a component shows by URL (the footer's social icons): a hashed file beside the chunks, served
    // from the remote's own origin, never inlined into JavaScript every page downloads.
    module: { rules: [swcRule(mode), { test: /\.svg$/, type: 'asset/resource' }] },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', ...productionMinimizing() },
    stats: 'errors-warnings',
  };
}
