import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '../api/api-result';
import { logError } from '../logging/logger';
import { hasContent } from './acceptance';
import type { AcceptData } from './acceptance';

export interface CachedQueryFnOptions<Data, Key extends QueryKey> {
  /**
   * Makes the one request, through the API client. `ok: false` is a failed call (already logged by the
   * client); `ok: true` with `null` means the server answered but carried nothing usable.
   */
  fetch: (context: QueryFunctionContext<Key>) => Promise<ApiResult<Data | null>>;
  /** Whether a value may be shown (spec section 5). Default `hasContent`: a non-empty array or object. */
  accept?: AcceptData;
  /** The empty result of the spec's error catalogue, used when nothing acceptable is at hand. */
  fallback: () => Data;
}

/**
 * The cache policy of header spec sections 4, 5 and 8 as a react-query `queryFn`:
 * 1. a fresh answer that passes `accept` is the result;
 * 2. otherwise (failed, empty or invalid) the stale copy is tried: the query's current data, which is
 *    also where a persisted copy lands once the persister has restored it;
 * 3. otherwise `fallback()`.
 *
 * It never rejects, so a failure never puts the query in an error state nor triggers retries; the user
 * sees stale data or nothing, as the spec asks. Freshness of a valid copy is react-query's `staleTime`;
 * deleting an invalid persisted copy is the persister's job (`createCachePersister`).
 */
export function createCachedQueryFn<Data, Key extends QueryKey = QueryKey>({
  fetch,
  accept = hasContent,
  fallback,
}: CachedQueryFnOptions<Data, Key>): QueryFunction<Data, Key> {
  return async (context) => {
    let fresh: ApiResult<Data | null>;
    try {
      fresh = await fetch(context);
    } catch (error) {
      // The API client never rejects; a throw here is a bug in a fetcher, reported but survived.
      logError('cache', `fetching ${JSON.stringify(context.queryKey)} threw`, error);
      fresh = { ok: false, error: { reason: 'network', message: String(error), method: 'GET', path: '' } };
    }
    if (fresh.ok && fresh.data !== null && accept(fresh.data)) return fresh.data;

    const stale = context.client.getQueryData<Data>(context.queryKey);
    if (stale !== undefined && accept(stale)) return stale;

    return fallback();
  };
}
