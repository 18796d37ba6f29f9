import { manifestTimeoutMs } from './load-timeouts';

/**
 * Kept on the page, not in this module: the page's first script (preload.js) and its main script are
 * separate builds with a copy of this module each, and must share one request per manifest.
 */
const requestsKey = Symbol.for('site-chrome.manifest-requests');
type ManifestRequests = Map<string, Promise<Response>>;

function pageRequests(): ManifestRequests {
  const page = globalThis as typeof globalThis & { [requestsKey]?: ManifestRequests };
  page[requestsKey] ??= new Map();
  return page[requestsKey];
}

/**
 * One request per manifest per page: the page's preloader asks first (to start the remote's chunks early)
 * and the federation runtime's `fetch` hook gets the same answer, so the manifest is never fetched twice.
 * Bounded by the manifest time-out (the runtime's own fetch has none). A failed request is forgotten, so
 * a later load may try again; each caller gets its own copy of the body.
 */
export function fetchManifestOnce(url: string, init?: RequestInit): Promise<Response> {
  const requests = pageRequests();
  let request = requests.get(url);
  if (!request) {
    // eslint-disable-next-line no-restricted-globals -- a remote's build manifest, not app data
    request = fetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) });
    requests.set(url, request);
    request.catch(() => requests.delete(url));
  }
  return request.then((response) => response.clone());
}
