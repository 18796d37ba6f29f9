import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  createCachedQueryFn,
  createCachePersister,
  usePageDataContext,
  type AcceptData,
  type ApiResult,
  type ChromeCacheName,
  type MarketTimezone,
} from '@site-chrome/runtime';

export interface UseMarketListOptions {
  /** `timezone` query: '' (rolling 24 h), 'utc0' or 'utc8'. Default: the page's change window (US: always ''). */
  timezone?: MarketTimezone;
  /** Default true; a panel passes true from the first time it is triggered. */
  enabled?: boolean;
}

export interface TimezoneMarketListDefinition<Data> {
  path: string;
  /** The `exchange_type` query value, e.g. 'ALL' for spot, 'PILOT_ALL'. */
  exchangeType: string;
  /** Further fixed query values, e.g. `{ is_testnet: 0 }`. Default none. */
  extraQuery?: Record<string, string | number>;
  parse: (raw: unknown) => Data;
  cacheName: ChromeCacheName;
  /** When an answer (or a stored copy) is worth keeping (spec section 5). */
  accept: AcceptData;
  readStored: (stored: unknown) => Data | null;
  /** What a refused answer with no stored copy yields (spec section 8). */
  empty: () => Data;
  queryKey: (params: { timezone: MarketTimezone }) => readonly unknown[];
  /** Polling while shown, in ms. Default none. */
  refetchIntervalMs?: number;
}

/**
 * The market lists asked for per change window (`timezone`) and kept in the page cache: spot, futures,
 * pilot and alpha. They differ only in path, query, schema and cache name, so each is one definition
 * here instead of a copy of the same fetcher, persister, query options and hook.
 */
export function defineTimezoneMarketList<Data>(definition: TimezoneMarketListDefinition<Data>) {
  const { path, exchangeType, extraQuery, parse, cacheName, accept, readStored, empty, queryKey } =
    definition;

  const get = (timezone: MarketTimezone, signal?: AbortSignal): Promise<ApiResult<Data>> =>
    apiGetResult(path, { query: { exchange_type: exchangeType, timezone, ...extraQuery }, parse, signal });

  const persister = createCachePersister<Data>({ cacheName, accept, readStored });

  const listQueryOptions = ({ timezone }: { timezone: MarketTimezone }) =>
    queryOptions({
      queryKey: queryKey({ timezone }),
      queryFn: createCachedQueryFn({ fetch: ({ signal }) => get(timezone, signal), accept, fallback: empty }),
      persister: persister.persisterFn,
      ...(definition.refetchIntervalMs === undefined
        ? {}
        : { refetchInterval: definition.refetchIntervalMs }),
    });

  function useMarketList({ timezone, enabled = true }: UseMarketListOptions = {}) {
    const page = usePageDataContext();
    return useQuery({ ...listQueryOptions({ timezone: timezone ?? page.marketTimezone }), enabled });
  }

  return { path, get, persister, queryOptions: listQueryOptions, useMarketList };
}
