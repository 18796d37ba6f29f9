import type { ScriptPreload } from '../types';

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] } };
}

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[] } };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
  shared?: ManifestShared[];
  /** Subresource Integrity hash per file (webpack/src/manifest-integrity-plugin.ts). */
  integrity?: Record<string, string>;
}

/**
 * The remote's own copy of a shared package, as its entry provides it to the page's share scope: the last of
 * the package's files in the manifest. (A package's files are its consumer fallback's chunk, then the chunk
 * its provider loads, named by the module's id: `357.js`, `2738.js` for the same module; only the second is
 * fetched when the page takes the remote's copy. e2e/server-fragment-preloads.spec.ts proves it on the
 * built remotes.)
 */
function providedCopy(manifest: FederationManifest, packageName: string): string[] {
  const files = manifest.shared?.find((shared) => shared.name === packageName)?.assets?.js?.sync ?? [];
  return files.slice(-1);
}

/**
 * The scripts that hydrate `part` (issue 33), as absolute URLs on the remote's public origin: its
 * `remoteEntry.js`, the exposed module's own chunks, and (issue 41) the remote's copy of each shared package
 * of `sharedPackages`, which its first render imports and a page does not provide (else its hydration waits
 * for them after the rest: one more round trip). Read from the browser build's `mf-manifest.json`. The
 * fragment writes them as preload links, so the browser fetches them while it parses the page.
 */
export function preloadsFromManifest(
  manifest: FederationManifest,
  part: string,
  publicOrigin: string,
  sharedPackages: readonly string[] = [],
): ScriptPreload[] {
  const base = publicOrigin.endsWith('/') ? publicOrigin : `${publicOrigin}/`;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  const exposed = manifest.exposes?.find((expose) => expose.name === part);
  const files = [
    ...(entryFile ? [entryFile] : []),
    ...(exposed?.assets?.js?.sync ?? []),
    ...sharedPackages.flatMap((packageName) => providedCopy(manifest, packageName)),
  ];
  // With each file's hash: the page loads these scripts with `integrity`, and a preload reused for such a
  // load must carry the same one.
  return [...new Set(files)].map((file) => {
    const integrity = manifest.integrity?.[file];
    return { href: new URL(file, base).href, ...(integrity ? { integrity } : {}) };
  });
}
