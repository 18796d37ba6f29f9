/** The part of `mf-manifest.json` that names each shared module's files. */
interface SharedModuleEntry {
  name?: unknown;
  assets?: { js?: { sync?: unknown } };
}

/**
 * The file of the header's own copy of the shared `react` module, relative to the header's public path, as
 * its `mf-manifest.json` lists it (e.g. `3696.26fef76f.js`); `undefined` when the manifest names none.
 * Read by hand rather than through a schema: the schema kit would be one more shared module for the
 * header's first render to know how to load, for one string.
 */
export function reactChunkFile(manifest: unknown): string | undefined {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return undefined;
  const react = (shared as SharedModuleEntry[]).find((module) => module?.name === 'react');
  const sync = react?.assets?.js?.sync;
  const file: unknown = Array.isArray(sync) ? sync[0] : undefined;
  return typeof file === 'string' && file !== '' ? file : undefined;
}
