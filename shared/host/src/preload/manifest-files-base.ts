/** The part of `mf-manifest.json` that says where the remote's files live. */
export interface ManifestLocation {
  metaData?: { publicPath?: unknown };
}

/** Where a remote's files live: its `publicPath`, or (`auto`) the folder of its manifest. */
export function manifestFilesBase(manifest: ManifestLocation, manifestUrl: string): URL {
  const { publicPath } = manifest.metaData ?? {};
  return new URL(typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}
