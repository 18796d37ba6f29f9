/** The comparison page a host may build beside its federated page (`/bundled.html`). */
export const bundledPageFileName = 'bundled.html';

/** Folder, beside the host's own files, that holds the bundled page's scripts. */
export const bundledPageChunkDirectory = 'bundled';

/**
 * Whether a file of the host's `dist/` belongs to the bundled page's build. Both builds write into the same
 * folder, so each one's `output.clean` keeps the other's files (as the header and its /loader.js do).
 */
export function isBundledPageOutputFile(relativePath: string): boolean {
  const normalised = relativePath.replace(/\\/g, '/');
  return (
    normalised === bundledPageChunkDirectory ||
    normalised.startsWith(`${bundledPageChunkDirectory}/`) ||
    normalised.startsWith(bundledPageFileName)
  );
}
