import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export interface PagePreloadTagsOptions {
  /** Manifests to fetch at once (`<link rel="preload" as="fetch">`): the remotes every page shows. */
  manifests: readonly string[];
  /** A small script (file name in the build output) to run before the main one, e.g. `preload.js`. */
  firstScript?: string;
}

/**
 * Tags in the page's `<head>` that start the remotes' downloads with the page instead of after its main
 * script (issue 12): the remotes' manifests, and a small first script that reads them and preloads each
 * remote's entry and first-render chunks. No inline script: the page keeps a strict Content-Security-Policy.
 */
export class PagePreloadTagsPlugin {
  constructor(private readonly options: PagePreloadTagsOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PagePreloadTags', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PagePreloadTags',
        (data) => {
          // Deferred scripts run in document order, each as soon as it has arrived and those before it have
          // run: the small first script does not wait for the main one to download.
          if (this.options.firstScript) {
            data.headTags.unshift(
              HtmlWebpackPlugin.createHtmlTagObject('script', {
                defer: true,
                src: `${data.publicPath}${this.options.firstScript}`,
              }),
            );
          }
          // The runtime fetches manifests with CORS and no credentials: the preload must ask the same way, or
          // the browser fetches twice.
          data.headTags.push(
            ...this.options.manifests.map((href) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'fetch',
                crossorigin: 'anonymous',
                href,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}
