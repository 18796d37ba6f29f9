import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The page a remote built with runtime `'external'` serves on its own origin, for working on it alone. */
export interface StandalonePageOptions {
  /**
   * Where the page loads the plain-page loader from. `{hostname}` stands for the page's own host name,
   * e.g. `//{hostname}:3001/loader.js`; a relative URL resolves against the page.
   */
  loaderUrl: string;
  /** The loader's parts this remote renders, in page order, e.g. `['header', 'announcement-bar']`. */
  parts: readonly string[];
}

/**
 * The remote's entry cannot run on a page without a federation runtime, so its own page is plain HTML
 * that loads the loader and mounts this origin's build through it, as any page that is not React does.
 */
export function createStandalonePagePlugin(
  remote: string,
  title: string,
  page: StandalonePageOptions,
): HtmlWebpackPlugin {
  return new HtmlWebpackPlugin({
    title,
    template: path.join(__dirname, 'standalone-page.html'),
    inject: false,
    chunks: [],
    remote,
    parts: page.parts,
    loaderUrl: page.loaderUrl,
  });
}
