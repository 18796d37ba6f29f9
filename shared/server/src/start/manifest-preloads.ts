import type { ScriptPreload } from '../types';

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] } };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
  /** Subresource Integrity hash per file (webpack/src/manifest-integrity-plugin.ts). */
  integrity?: Record<string, string>;
}

/**
 * The scripts that hydrate `part` (issue 33), as absolute URLs on the remote's public origin: its
 * `remoteEntry.js` and the exposed module's own chunks, read from the browser build's `mf-manifest.json`.
 * The fragment writes them as preload links, so the browser fetches them while it parses the page.
 */
export function preloadsFromManifest(
  manifest: FederationManifest,
  part: string,
  publicOrigin: string,
): ScriptPreload[] {
  const base = publicOrigin.endsWith('/') ? publicOrigin : `${publicOrigin}/`;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  const exposed = manifest.exposes?.find((expose) => expose.name === part);
  const files = [...(entryFile ? [entryFile] : []), ...(exposed?.assets?.js?.sync ?? [])];
  // With each file's hash: the page loads these scripts with `integrity`, and a preload reused for such a
  // load must carry the same one.
  return files.map((file) => {
    const integrity = manifest.integrity?.[file];
    return { href: new URL(file, base).href, ...(integrity ? { integrity } : {}) };
  });
}
