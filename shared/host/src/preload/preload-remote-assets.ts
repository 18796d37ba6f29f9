import { readManifestIntegrity } from '../integrity/manifest-integrity';
import { fetchManifestOnce } from './fetch-manifest-once';
import { manifestFilesBase } from './manifest-files-base';

/** The parts of `mf-manifest.json` the preloader reads; anything else in it is ignored. */
interface ManifestView {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The remote's entry and the first-render chunks of the named exposed modules, as absolute URLs. */
export function firstRenderScripts(
  manifest: ManifestView,
  manifestUrl: string,
  exposes: readonly string[],
): string[] {
  const base = manifestFilesBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = `${asString(entry?.path) ?? ''}${asString(entry?.name) ?? 'remoteEntry.js'}`;
  const chunks = (manifest.exposes ?? [])
    .filter((expose) => exposes.includes(String(expose.name)))
    .flatMap((expose) => {
      const sync = expose.assets?.js?.sync;
      return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
    });
  const urls = [entryFile, ...chunks].map((file) => new URL(file, base));
  // A manifest names files beside it; anything that is not http(s) is not a script to fetch.
  return [...new Set(urls.filter((url) => /^https?:$/.test(url.protocol)).map((url) => url.href))];
}

/**
 * Adds `<link rel="preload" as="script">` for a script the runtime or webpack will load later, with the
 * integrity the script will be loaded with: a preload whose integrity differs is not reused.
 */
function preloadScript(href: string, integrity: string | undefined): void {
  const alreadyThere = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.href === href,
  );
  if (alreadyThere) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  // The way the script itself is loaded (webpack's crossOriginLoading, the runtime's createScript), or the
  // browser cannot reuse the preload; and no cookies go to the remote's origin.
  link.crossOrigin = 'anonymous';
  if (integrity) link.setAttribute('integrity', integrity);
  link.href = href;
  document.head.append(link);
}

/**
 * Starts a remote's first-render downloads before the page's runtime asks for them: the manifest, then the
 * entry and the exposed modules' chunks in parallel (the runtime would fetch them one after another:
 * manifest, entry, chunks). The runtime reuses the manifest request (`fetchManifestOnce`) and the browser
 * the preloaded scripts. Failures are left to the runtime, which reports them once and shows the fallback.
 */
export async function preloadRemoteAssets(manifestUrl: string, exposes: readonly string[]): Promise<void> {
  try {
    if (!manifestUrl.endsWith('mf-manifest.json')) {
      // Pointed straight at an entry: there is no manifest to read chunks from.
      preloadScript(new URL(manifestUrl, document.baseURI).href, undefined);
      return;
    }
    const response = await fetchManifestOnce(manifestUrl);
    if (!response.ok) return;
    const manifest = (await response.json()) as ManifestView;
    if (typeof manifest !== 'object' || manifest === null) return;
    // Read here, not from the runtime's table: this runs in the page's first script, before the runtime.
    const { scripts } = readManifestIntegrity(manifest, manifestUrl);
    for (const href of firstRenderScripts(manifest, manifestUrl, exposes)) {
      preloadScript(href, scripts.get(href));
    }
  } catch {
    // The runtime makes the same request and reports what went wrong.
  }
}
