import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';
import type { AppFederationConfig } from './app-federation-config';
import { PagePreloadTagsPlugin } from './page-preload-tags-plugin';
import { preloadScriptName } from './preload-script-name';

/**
 * The page a build that runs alone (the demo host) serves at its origin's `/`: its `main` entry in
 * `index.html`, and, for a page that loads remotes, the tags that start their downloads from the HTML
 * (issue 12).
 */
export function federatedPagePlugins(
  title: string,
  federation: AppFederationConfig,
): WebpackPluginInstance[] {
  const startsRemoteDownloads = Boolean(federation.preloadManifests || federation.preloadScript);
  return [
    new HtmlWebpackPlugin({
      title,
      template: path.join(__dirname, 'index.html'),
      chunks: ['main'],
      // Pages live at nested paths (/myaccount/myfunds): the entry script is always at the root.
      publicPath: '/',
    }),
    ...(startsRemoteDownloads
      ? [
          new PagePreloadTagsPlugin({
            manifests: federation.preloadManifests ?? [],
            firstScript: federation.preloadScript ? `${preloadScriptName}.js` : undefined,
          }),
        ]
      : []),
  ];
}
