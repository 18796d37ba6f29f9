import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { appPorts } from '@site-chrome/rules/ports';
import { logError } from '@site-chrome/runtime';
import { isVisitorDependent, withApiClient } from '@site-chrome/runtime/query-api';
import { createScopeApiClient, recordingApiClient } from './scope-api-client';
import type { ServerAnswer, ServerDataCache, ServerDataScope, ServerQuery } from '../types';

export interface ServerDataCacheOptions {
  /** Origin of the exchange API, e.g. `https://api.internal`. The demo's mock API by default. */
  apiBaseUrl?: string;
  /** The public host name the pages are served under, sent as the hostname header. Default `localhost`. */
  siteHostname?: string;
  /** How long an answer is fresh when its query does not say (`staleTime`). Default 60 s, as in the browser. */
  staleTimeMs?: number;
  /**
   * Most answers kept; the least recently used goes first. Default 5,000: 11 sub-sites × 14 languages × a few
   * visitor countries for the two visitor-dependent queries, plus the others per sub-site and language.
   */
  maxEntries?: number;
}

const defaultApiBaseUrl = `http://localhost:${appPorts.host}`;

/** A query function that ran without every call bringing an answer; what it returned instead, if anything. */
class UnansweredQuery extends Error {
  constructor(readonly fallback: { data: unknown } | undefined) {
    super('unanswered');
  }
}

type Fetched =
  { answered: true; data: unknown; updatedAt: number } | { answered: false; fallback?: { data: unknown } };

/** What an answer is kept under: the sub-site, the language and, where the answer depends on it, the country. */
function keyScope(scope: ServerDataScope, visitorDependent: boolean): Record<string, string> {
  const { site, language, visitorCountry } = scope;
  return visitorDependent ? { site, language, country: visitorCountry } : { site, language };
}

/**
 * The fragment server's process-wide data cache (issue 33, issue 40), stale-while-revalidate in front of the
 * API, each answer kept under `hashKey([scope, queryKey])` (`keyScope`): a fresh answer is served as it is; a
 * stale one is served at once and refreshed once in the background (concurrent requests share that refresh);
 * a missing one is fetched now (concurrent requests share that call).
 *
 * Each fetch runs the query's own `queryFn`, so the parsing and acceptance rules are the browser's, with an
 * API client of the scope's own in `meta` (scope-api-client.ts). That client records how its calls went, so
 * a failure is seen here though the query function hides it behind a stale copy or a fallback: a failed
 * refresh keeps the stored copy, which stays stale so the next request tries again; a failed first call
 * stores nothing (`ServerAnswer` says what the render gets). The store is a QueryClient that never collects
 * garbage by time; it is bounded by count.
 */
export function createServerDataCache(options: ServerDataCacheOptions = {}): ServerDataCache {
  const {
    apiBaseUrl = defaultApiBaseUrl,
    siteHostname = 'localhost',
    staleTimeMs = 60_000,
    maxEntries = 5_000,
  } = options;
  // Structural sharing (react-query's default) keeps the stored object when a refresh brings equal data:
  // that is how `generation` tells a change from a refresh.
  const store = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  /** Entry hashes, least recently used first. */
  const recency = new Map<string, true>();
  const inFlight = new Map<string, Promise<Fetched>>();
  /** Entries whose first call failed: renders went without them, so their first answer is a change. */
  const missedFirst = new Set<string>();
  let generation = 0;

  function touch(hash: string): void {
    recency.delete(hash);
    recency.set(hash, true);
    for (const oldest of recency.keys()) {
      if (recency.size <= maxEntries) break;
      // A fetch in flight finishes and is read first; it goes on a later turn.
      if (inFlight.has(oldest)) continue;
      recency.delete(oldest);
      missedFirst.delete(oldest);
      const query = store.getQueryCache().get(oldest);
      if (query) store.getQueryCache().remove(query);
    }
  }

  async function fetchOnce(
    hash: string,
    query: ServerQuery,
    scope: ServerDataScope,
    entryKey: QueryKey,
    visitorDependent: boolean,
  ): Promise<Fetched> {
    const before: unknown = store.getQueryData(entryKey);
    try {
      await store.fetchQuery({
        queryKey: entryKey,
        queryFn: async (context) => {
          if (typeof query.queryFn !== 'function')
            throw new Error(`${hashKey(query.queryKey)} has no queryFn`);
          const recorder = recordingApiClient(
            createScopeApiClient({ apiBaseUrl, siteHostname }, scope, visitorDependent),
          );
          const data: unknown = await query.queryFn({
            ...context,
            meta: withApiClient(query.meta, recorder.client),
          });
          if (recorder.calls() === 0) {
            logError(
              'fragment-server',
              `${hashKey(query.queryKey)} made no call through the server's client`,
            );
          }
          if (!recorder.answered()) throw new UnansweredQuery({ data });
          return data;
        },
        staleTime: 0,
        // A render waits for no retry: a stale copy, or the browser, does better than a late fragment.
        retry: false,
      });
    } catch (error) {
      // The API client has logged the failed call; a query function that throws has said why (remote menu config).
      if (before === undefined) missedFirst.add(hash);
      return { answered: false, ...(error instanceof UnansweredQuery ? { fallback: error.fallback } : {}) };
    }
    const state = store.getQueryState(entryKey);
    // A first answer changes no render made before (each waited for it) unless one went without it.
    const changed = before === undefined ? missedFirst.delete(hash) : state?.data !== before;
    if (changed) generation += 1;
    return { answered: true, data: state?.data, updatedAt: state?.dataUpdatedAt ?? Date.now() };
  }

  function fetchShared(...args: Parameters<typeof fetchOnce>): Promise<Fetched> {
    const [hash] = args;
    let pending = inFlight.get(hash);
    if (!pending) {
      pending = fetchOnce(...args).finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
    }
    return pending;
  }

  return {
    async get(query, scope): Promise<ServerAnswer> {
      const visitorDependent = isVisitorDependent(query.meta);
      const entryKey: QueryKey = [keyScope(scope, visitorDependent), query.queryKey];
      const hash = hashKey(entryKey);
      touch(hash);
      const state = store.getQueryState(entryKey);
      if (state && state.data !== undefined) {
        const staleTime = typeof query.staleTime === 'number' ? query.staleTime : staleTimeMs;
        if (Date.now() - state.dataUpdatedAt >= staleTime && !inFlight.has(hash)) {
          void fetchShared(hash, query, scope, entryKey, visitorDependent);
        }
        return { ok: true, data: state.data, updatedAt: state.dataUpdatedAt };
      }
      const fetched = await fetchShared(hash, query, scope, entryKey, visitorDependent);
      if (fetched.answered) return { ok: true, data: fetched.data, updatedAt: fetched.updatedAt };
      return { ok: false, visitorDependent, ...(fetched.fallback ? { fallback: fetched.fallback } : {}) };
    },
    generation: () => generation,
  };
}
