import { fetchManifestWithRetry } from './fetch-manifest-with-retry';

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
 * Bounded by the manifest time-out (the runtime's own fetch has none) and retried once on a network
 * error or a 5xx (`fetchManifestWithRetry`). A failure is kept too: the runtime asking after the
 * preloader failed gets that failure, not two more requests. Each caller gets its own copy of the body.
 */
export function fetchManifestOnce(url: string, init?: RequestInit): Promise<Response> {
  const requests = pageRequests();
  let request = requests.get(url);
  if (!request) {
    request = fetchManifestWithRetry(url, init);
    requests.set(url, request);
  }
  return request.then((response) => response.clone());
}

/**
 * Drops the page's answer for one manifest, so the next `fetchManifestOnce` asks the origin again: the
 * stale-build recovery reads the remote's current manifest after a deploy (the runtime then reuses that
 * answer too).
 */
export function forgetManifestRequest(url: string): void {
  pageRequests().delete(url);
}
