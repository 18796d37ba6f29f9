import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult } from '../api/default-api-client';
import type { ApiResult } from '../api/api-result';
import { isNonEmptyArray } from '../query/acceptance';
import type { AcceptData } from '../query/acceptance';
import { chromeCacheNames } from '../query/cache-names';
import { createCachePersister } from '../query/cache-persister';
import { createCachedQueryFn } from '../query/cached-query-fn';
import { chromeQueryKeys } from '../query/query-keys';
import { isPlainObject } from '../schemas/coercion';
import { defaultOptionsMarket, parseOptionsUnderlyingsResponse } from '../schemas/options-underlying';
import type { OptionsUnderlying } from '../schemas/options-underlying';

export const optionsUnderlyingsPath = '/apiw/v2/options/underlying';

/** Underlyings stored under their market key, e.g. `{ OPTIONS_CHAIN: [...] }`. */
export type OptionsUnderlyingsByMarket = Record<string, OptionsUnderlying[]>;

export function getOptionsUnderlyings(
  market: string,
  signal?: AbortSignal,
): Promise<ApiResult<OptionsUnderlyingsByMarket>> {
  return apiGetResult(optionsUnderlyingsPath, {
    query: { market },
    parse: (raw) => parseOptionsUnderlyingsResponse(raw, market),
    signal,
  });
}

/** The parsed answer always has its market key, so what must not be empty is that market's list. */
export function acceptOptionsUnderlyings(market: string): AcceptData {
  return (value) => isPlainObject(value) && isNonEmptyArray(value[market]);
}

// One persister for every market: copies are told apart by the key, and acceptance is per market.
export const optionsUnderlyingsPersister = createCachePersister<OptionsUnderlyingsByMarket>({
  cacheName: chromeCacheNames.optionsUnderlyings,
  accept: (value) => isPlainObject(value) && Object.values(value).some(isNonEmptyArray),
});

export function optionsUnderlyingsQueryOptions({ market }: { market: string }) {
  return queryOptions({
    queryKey: chromeQueryKeys.optionsUnderlyings({ market }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getOptionsUnderlyings(market, signal),
      accept: acceptOptionsUnderlyings(market),
      fallback: (): OptionsUnderlyingsByMarket => ({ [market]: [] }),
    }),
    persister: optionsUnderlyingsPersister.persisterFn,
  });
}

export interface UseOptionsUnderlyingsOptions {
  /** Default `OPTIONS_CHAIN`. */
  market?: string;
  /** Default true; the options panel passes true from the first time it is triggered. */
  enabled?: boolean;
}

export function useOptionsUnderlyings({
  market = defaultOptionsMarket,
  enabled = true,
}: UseOptionsUnderlyingsOptions = {}) {
  return useQuery({ ...optionsUnderlyingsQueryOptions({ market }), enabled });
}
