import TerserPlugin from 'terser-webpack-plugin';
import { validate, type Configuration } from 'webpack';

/**
 * How production builds minify: webpack's own minimizer for HTML (the pages and their inline scripts) and
 * CSS, as before, and swc's minifier for JavaScript instead of terser, through webpack's TerserPlugin
 * (license comments still go to `*.LICENSE.txt`, source maps still follow), with two compress passes.
 *
 * Measured on the whole build (`npm run build`, 2 cores): with terser it took 116 to 147 s in CI runs, and a
 * CPU profile showed terser's workers busy for about 150 s of it; with swc it takes about 60 s and 105 CPU
 * seconds in all, for the whole machine. Its output is also smaller in gzip (`npm run bench:check`): the
 * demo page's first-load JS 217,224 B against terser's 218,110, the header's first render 17,042 against
 * 17,105, the footer's 10,122 against 10,174. One pass gave about terser's bytes (the demo page 69 B
 * more); the second pass is what makes it smaller.
 */
export function productionMinimizing(): Pick<
  NonNullable<Configuration['optimization']>,
  'minimizer' | 'minimizeOptions'
> {
  if (!minimizesByAssetType())
    // An older webpack's default minimizer takes JavaScript only (html-webpack-plugin minifies its pages).
    return { minimizer: [createJavaScriptMinimizer()] };
  return {
    // '...': webpack's default minimizer, which keeps HTML and CSS; JavaScript is taken from it below.
    minimizer: ['...', createJavaScriptMinimizer()],
    minimizeOptions: { javascript: false },
  };
}

/**
 * Whether the webpack in use takes `optimization.minimizeOptions` (per asset type). Ours does; the older one
 * the runtime-skew fixtures build with (scripts/runtime-skew-webpack.ts) refuses the option.
 */
function minimizesByAssetType(): boolean {
  try {
    validate({ optimization: { minimizeOptions: { javascript: false } } });
    return true;
  } catch {
    return false;
  }
}

function createJavaScriptMinimizer(): TerserPlugin {
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 }, mangle: true },
  });
}
