import { scriptIntegrityGlobalName } from '@site-chrome/host/integrity-contract';
import { ownRuntimeFileName, ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';

/*
 * Downloads the script that carries a remote's own federation runtime (own-runtime-entry.ts) from the
 * remote's origin, once per version on the page. Plain DOM: it runs in the slim remote entry, before any
 * federation runtime of its version is there to load scripts.
 */

const inFlightKey = Symbol.for('site-chrome.own-federation-runtime');

type PageWithOwnRuntimes = GlobalWithOwnRuntime & {
  [inFlightKey]?: Map<string, Promise<OwnRuntime>>;
};

function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    // As the remote's chunks load: with CORS, without the page's cookies (base-config.ts).
    if (new URL(url, document.baseURI).origin !== location.origin) script.crossOrigin = 'anonymous';
    // The page learnt the integrity of every script of the remote from its manifest (issue 13), if it did.
    const integrity = (globalThis as Record<symbol, Map<string, string> | undefined>)[
      Symbol.for(scriptIntegrityGlobalName)
    ]?.get(url);
    if (integrity) script.integrity = integrity;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${url}`));
    document.head.appendChild(script);
  });
}

/**
 * The federation runtime of `version`: already on the page (another remote of that version brought it),
 * on its way, or downloaded now from `publicPath` (the remote's own folder). A failed download is
 * forgotten, so the page's next try downloads again.
 */
export function loadOwnRuntime(version: string, publicPath: string): Promise<OwnRuntime> {
  const page = globalThis as PageWithOwnRuntimes;
  const published = page[ownRuntimeKey(version)];
  if (published) return Promise.resolve(published);
  const inFlight = (page[inFlightKey] ??= new Map());
  const pending = inFlight.get(version);
  if (pending) return pending;
  const url = publicPath + ownRuntimeFileName(version);
  const loading = injectScript(url).then(() => {
    const loaded = page[ownRuntimeKey(version)];
    if (!loaded) throw new Error(`${url} did not publish federation runtime ${version}`);
    return loaded;
  });
  inFlight.set(version, loading);
  loading.catch(() => inFlight.delete(version));
  return loading;
}
