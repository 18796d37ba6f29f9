import { hashKey, QueryClient } from '@tanstack/react-query';
import { configureApiClient, logError } from '@site-chrome/runtime';
import { serverTimeoutMs } from '@site-chrome/runtime/server';
import { currentCallScope } from './call-scope';
import type { ServerDataCache, ServerQuery } from '../types';

export interface ServerDataCacheOptions {
  /** Origin of the exchange API, e.g. `https://api.internal`. The demo's mock API by default. */
  apiBaseUrl?: string;
  /** The public host name the pages are served under, sent as the hostname header. Default `localhost`. */
  siteHostname?: string;
  /** How long an answer is fresh when its query does not say (`staleTime`). Default 60 s, as in the browser. */
  staleTimeMs?: number;
  /** Most answers kept; the least recently used goes first. Default 500. */
  maxEntries?: number;
}

/** What marks a call as the fragment server's own (header spec section 7: internal-call and hostname headers). */
export const internalCallHeader = 'X-Internal-Call';
export const hostnameHeader = 'X-Hostname';

const defaultApiBaseUrl = 'http://localhost:3000';

/**
 * The fragment server's process-wide data cache (issue 33), stale-while-revalidate in front of the API:
 * a fresh answer is served as it is; a stale one is served at once and refreshed once in the background
 * (concurrent requests share that refresh); a missing one is fetched now (concurrent requests share that
 * call). Each query runs its own `queryFn`, so the parsing, acceptance and fallback rules are the browser's,
 * and a failed refresh keeps the stale copy (createCachedQueryFn), which stays stale so the next request
 * tries again. The store is a QueryClient that never collects garbage by time; it is bounded by count.
 *
 * The API client is a process singleton: this configures it once, for the server (API origin, 3000 ms
 * time-out, internal-call and hostname headers, no cookies).
 */
export function createServerDataCache(options: ServerDataCacheOptions = {}): ServerDataCache {
  const {
    apiBaseUrl = defaultApiBaseUrl,
    siteHostname = 'localhost',
    staleTimeMs = 60_000,
    maxEntries = 500,
  } = options;
  configureApiClient({
    baseUrl: apiBaseUrl,
    timeoutMs: serverTimeoutMs,
    extraHeaders: { [internalCallHeader]: '1', [hostnameHeader]: siteHostname },
    // A shared answer must not depend on one reader's cookies.
    readCookie: () => undefined,
    // The language and sub-site headers of the render that asks (renderChromeFragment's `withCallScope`).
    callScope: currentCallScope,
  });
  const store = new QueryClient({
    defaultOptions: {
      // A new answer equal to the stale one must still be a new object: that is how a failed refresh
      // (which returns the stale copy itself) is told apart from a successful one.
      queries: { gcTime: Infinity, retry: false, structuralSharing: false },
    },
  });
  /** Query hashes, least recently used first. */
  const recency = new Map<string, true>();

  function touch(hash: string): void {
    recency.delete(hash);
    recency.set(hash, true);
    while (recency.size > maxEntries) {
      const oldest = recency.keys().next().value as string;
      recency.delete(oldest);
      const query = store.getQueryCache().get(oldest);
      if (query) store.getQueryCache().remove(query);
    }
  }

  async function refresh(query: ServerQuery): Promise<void> {
    const before = store.getQueryState(query.queryKey);
    const data: unknown = await store.fetchQuery({ ...query, staleTime: 0 });
    if (before && before.data !== undefined && data === before.data) {
      // The call failed and the query function kept the stale copy: it stays as old as it was.
      store.setQueryData(query.queryKey, before.data, { updatedAt: before.dataUpdatedAt });
    }
  }

  return {
    async get(query) {
      const hash = hashKey(query.queryKey);
      touch(hash);
      const state = store.getQueryState(query.queryKey);
      if (state && state.data !== undefined) {
        const staleTime = typeof query.staleTime === 'number' ? query.staleTime : staleTimeMs;
        if (Date.now() - state.dataUpdatedAt >= staleTime && state.fetchStatus === 'idle') {
          refresh(query).catch((error: unknown) =>
            logError('fragment-server', `refreshing ${hash} failed`, error),
          );
        }
        return { data: state.data, updatedAt: state.dataUpdatedAt };
      }
      const data: unknown = await store.fetchQuery({ ...query, staleTime: Infinity });
      return { data, updatedAt: store.getQueryState(query.queryKey)?.dataUpdatedAt ?? Date.now() };
    },
  };
}
