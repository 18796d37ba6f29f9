import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Text assets worth compressing; images and fonts are compressed by their own formats. */
const compressible = /\.(js|css|json|html|svg|txt)$/;

/**
 * Brotli and gzip copies of every text asset, written beside it (`x.js.br`, `x.js.gz`) at build time,
 * so the server never compresses on the fly: it picks the copy the browser accepts (scripts/static-server.ts).
 * Maximum levels cost build time once and save bytes on every page view. An asset that would not shrink
 * to 80 % of its size gets no copy (the plugin's default `minRatio`), and the original is served.
 */
export function createCompressionPlugins(): WebpackPluginInstance[] {
  return [
    new CompressionPlugin<BrotliOptions>({
      test: compressible,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin<ZlibOptions>({
      test: compressible,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: constants.Z_BEST_COMPRESSION },
    }),
  ];
}
