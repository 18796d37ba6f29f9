import type { Configuration } from 'webpack';
import type { BuildMode } from './base-config';

type OutputFileNames = Pick<
  NonNullable<Configuration['output']>,
  'filename' | 'chunkFilename' | 'assetModuleFilename'
>;

interface OutputFileNameOptions {
  mode: BuildMode;
  /** URL folder for the build's chunks and assets (`loader` puts them under `/loader/`). Default the root. */
  folder?: string;
  /** Content-hash the entry files too (default false: entries keep a stable name, see below). */
  hashEntries?: boolean;
}

/**
 * The names a build gives its files. Entry files keep a stable name and are served no-cache, like
 * remoteEntry.js: they are tiny async boundaries, and webpack 5.111 cannot hash an entry that holds the
 * federation runtime (module-federation/core#5077). Every other file is content-hashed in production and
 * cached for a year; development favours rebuild speed.
 */
export function outputFileNames({
  mode,
  folder,
  hashEntries = false,
}: OutputFileNameOptions): OutputFileNames {
  const hashed = mode === 'production' ? '.[contenthash:8]' : '';
  const under = folder ? `${folder}/` : '';
  return {
    filename: hashEntries ? `${under}[name]${hashed}.js` : '[name].js',
    chunkFilename: `${under}[name]${hashed}.js`,
    assetModuleFilename: `${under}assets/[name]${hashed}[ext]`,
  };
}
