import { logError } from '@site-chrome/shared';
import { localManifestUrl } from '@site-chrome/shared/demo';
import { remoteNames, type RemoteName } from '@site-chrome/shared/federation-host';

export type RemoteMap = Record<RemoteName, string>;

declare global {
  interface Window {
    /** A page may set this before the host loads to point remotes at other builds. */
    __SITE_CHROME_REMOTES__?: Partial<Record<string, string>>;
  }
}

/** URL parameter that overrides one remote's manifest, e.g. `?remote.header=https://preview.example/mf-manifest.json`. */
export const remoteOverrideParameter = (remote: RemoteName) => `remote.${remote}`;

/**
 * The runtime map (remote name -> manifest URL). Defaults to the local ports on the page's host name;
 * a page global or URL parameter can point one remote at a preview build without rebuilding anything.
 */
export function resolveRemoteMap(
  location: Pick<Location, 'hostname' | 'search'>,
  pageOverrides = window.__SITE_CHROME_REMOTES__,
): RemoteMap {
  const parameters = new URLSearchParams(location.search);
  const map = {} as RemoteMap;
  for (const remote of remoteNames) {
    // The URL parameter wins over the page global; an unusable value falls through to the next source.
    const candidates = [parameters.get(remoteOverrideParameter(remote)), pageOverrides?.[remote]];
    const override = candidates.find(
      (value): value is string => !!value && isUsableManifestUrl(remote, value),
    );
    map[remote] = override ?? localManifestUrl(remote, location.hostname);
  }
  return map;
}

function isUsableManifestUrl(remote: RemoteName, value: string): boolean {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    if (isHttp && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)) return true;
  } catch {
    // fall through to the error below
  }
  logError(
    'remote map',
    `ignoring override for "${remote}": "${value}" is not an http(s) URL of an mf-manifest.json or remoteEntry.js`,
  );
  return false;
}
