import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  isNonEmptyArray,
  type AcceptData,
  type ApiResult,
} from '@site-chrome/runtime';
import { isPlainObject } from '@site-chrome/runtime/schemas';
import {
  defaultOptionsMarket,
  parseOptionsUnderlyingsResponse,
  readStoredOptionsUnderlyings,
} from './options-underlying';
import type { OptionsUnderlying } from './options-underlying';

export const optionsUnderlyingsPath = '/apiw/v2/options/underlying';

/** Underlyings stored under their market key, e.g. `{ OPTIONS_CHAIN: [...] }`. */
export type OptionsUnderlyingsByMarket = Record<string, OptionsUnderlying[]>;

function getOptionsUnderlyings(
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
function acceptOptionsUnderlyings(market: string): AcceptData {
  return (value) => isPlainObject(value) && isNonEmptyArray(value[market]);
}

// One persister for every market: copies are told apart by the key, and acceptance is per market.
export const optionsUnderlyingsPersister = createCachePersister<OptionsUnderlyingsByMarket>({
  cacheName: chromeCacheNames.optionsUnderlyings,
  accept: (value) => isPlainObject(value) && Object.values(value).some(isNonEmptyArray),
  readStored: readStoredOptionsUnderlyings,
});

function optionsUnderlyingsQueryOptions({ market }: { market: string }) {
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

export type { OptionsUnderlying } from './options-underlying';
