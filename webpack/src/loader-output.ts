/** The plain-page loader's entry file, served by the header origin beside `remoteEntry.js`. */
export const loaderFileName = 'loader.js';

/** Folder, beside `loader.js`, that holds the loader's own chunks. */
export const loaderChunkDirectory = 'loader';

/**
 * Whether a file of the header's `dist/` belongs to the loader build (`loader.js`, its source map and
 * compressed copies, everything under `loader/`). Both builds write into the same folder, so each one's
 * `output.clean` keeps the other's files: the header build keeps these, the loader build keeps the rest.
 */
export function isLoaderOutputFile(relativePath: string): boolean {
  const normalised = relativePath.replace(/\\/g, '/');
  return (
    normalised === loaderChunkDirectory ||
    normalised.startsWith(`${loaderChunkDirectory}/`) ||
    normalised.startsWith(loaderFileName)
  );
}
