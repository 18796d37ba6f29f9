import { ownRuntimeFileName, ownRuntimeKey, type GlobalWithOwnRuntime, type OwnRuntime } from './own-runtime';

/** What of the container's `__webpack_require__` the download needs: its folder and its script loader. */
export interface ContainerScriptLoader {
  /** The remote's own folder (`publicPath: 'auto'`): where its entry was loaded from. */
  p: string;
  /**
   * webpack's script loader (`__webpack_require__.l`), which every remote entry has for its chunks: CORS,
   * the page's integrity for the URL (chunk-integrity-plugin.ts), nonce, time-out. It calls `done` once,
   * on load, error or time-out.
   */
  l: (url: string, done: () => void, key: string) => void;
}

/*
 * Downloads the script that carries a remote's own federation runtime (own-runtime-entry.ts) from the
 * remote's origin, once per version on the page. As small as it can be: it is in every remote's entry.
 */

/**
 * The federation runtime of `version`: on its way or there already (another remote of that version asked
 * first), or downloaded now with the container's script loader. A failed download is forgotten, so a next
 * try downloads again; a script that loads but publishes nothing of this contract fails the same way.
 */
export function loadOwnRuntime(version: string, container: ContainerScriptLoader): Promise<OwnRuntime> {
  const page = globalThis as GlobalWithOwnRuntime;
  const key = ownRuntimeKey(version);
  const loadingKey = `${key}_loading`;
  return (page[loadingKey] ??= new Promise<OwnRuntime>((resolve, reject) => {
    const url = container.p + ownRuntimeFileName(version);
    container.l(
      url,
      () => {
        if (page[key]) return resolve(page[key] as OwnRuntime);
        delete page[loadingKey];
        reject(new Error(`[site-chrome] could not load ${url}`));
      },
      key,
    );
  })) as Promise<OwnRuntime>;
}
