import { logError } from '@site-chrome/runtime';
import { allowedOrigin, checkRemoteOverride } from './remote-override';
import { remoteNames, type RemoteName } from './remote-names';

/** Remote name -> URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemoteMap = Record<RemoteName, string>;

declare global {
  interface Window {
    /** A page may set this before the host or the loader starts to point remotes at other builds. */
    __SITE_CHROME_REMOTES__?: Partial<Record<string, string>>;
  }
}

export interface RemoteMapSources {
  /** The build each remote loads unless the page points it elsewhere. */
  defaults: RemoteMap;
  /**
   * Origins an override may point at (`https://preview.example.com`); any other origin is refused with
   * one console error and the default build loads.
   */
  allowedOrigins: readonly string[];
  /** The page's query string, where `?remote.<name>=<url>` overrides one remote. Default: no parameters. */
  search?: string;
  /** Overrides the page set in code. Default: `window.__SITE_CHROME_REMOTES__`. */
  pageOverrides?: Partial<Record<string, string>>;
}

/** URL parameter that overrides one remote's manifest, e.g. `?remote.header=https://preview.example/mf-manifest.json`. */
const remoteOverrideParameter = (remote: RemoteName) => `remote.${remote}`;

/**
 * The runtime map: which build of each remote this page loads. A page can point one remote at a preview
 * build without rebuilding anything (URL parameter first, then the page global), but only on an origin
 * the host allows; the host passes its own defaults and allowlist, so no demo address reaches a build
 * that does not ask for it.
 */
export function resolveRemoteMap({
  defaults,
  allowedOrigins,
  search = '',
  pageOverrides = globalThis.window?.__SITE_CHROME_REMOTES__,
}: RemoteMapSources): RemoteMap {
  const allowed = new Set(
    allowedOrigins.map(allowedOrigin).filter((origin): origin is string => origin !== undefined),
  );
  const parameters = new URLSearchParams(search);
  const map = { ...defaults };
  for (const remote of remoteNames) {
    // A refused value falls through to the next source, and finally to the default build.
    const candidates = [parameters.get(remoteOverrideParameter(remote)), pageOverrides?.[remote]];
    const accepted = candidates.find((value): value is string => {
      if (typeof value !== 'string' || value === '') return false;
      const check = checkRemoteOverride(value, allowed);
      if (!check.accepted) {
        logError(
          'remote map',
          `refused override for "${remote}": ${check.problem}; loading the default build (${defaults[remote]}).`,
        );
      }
      return check.accepted;
    });
    if (accepted) map[remote] = accepted;
  }
  return map;
}
