import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  type ApiResult,
} from '@site-chrome/runtime';
import { isPlainObject } from '@site-chrome/runtime/schemas';
import {
  emptyPreMarketCurrencies,
  parsePreMarketResponse,
  readStoredPreMarketCurrencies,
} from './pre-market-currency';
import type { PreMarketCurrencies } from './pre-market-currency';

export const preMarketPath = '/apiw/v2/pre-market/service/currencies/simple-info';
/** Spec section 9: pre-market limit 100. */
const preMarketLimit = 100;

function getPreMarketCurrencies(signal?: AbortSignal): Promise<ApiResult<PreMarketCurrencies>> {
  return apiGetResult(preMarketPath, {
    query: { limit: preMarketLimit, page: 1 },
    parse: parsePreMarketResponse,
    signal,
  });
}

/** Pre-market data: both groups must be arrays (spec section 5), and one of them must have items. */
function isPreMarketDataAcceptable(value: unknown): value is PreMarketCurrencies {
  return (
    isPlainObject(value) &&
    Array.isArray(value.premint) &&
    Array.isArray(value.pre_market) &&
    value.premint.length + value.pre_market.length > 0
  );
}

export const preMarketPersister = createCachePersister<PreMarketCurrencies>({
  cacheName: chromeCacheNames.preMarketCurrencies,
  accept: isPreMarketDataAcceptable,
  readStored: readStoredPreMarketCurrencies,
});

function preMarketQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.preMarketCurrencies(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getPreMarketCurrencies(signal),
      accept: isPreMarketDataAcceptable,
      fallback: emptyPreMarketCurrencies,
    }),
    persister: preMarketPersister.persisterFn,
  });
}

export interface UsePreMarketCurrenciesOptions {
  /** Default true; the pre-market panel passes true from the first time it is triggered. */
  enabled?: boolean;
}

export function usePreMarketCurrencies({ enabled = true }: UsePreMarketCurrenciesOptions = {}) {
  return useQuery({ ...preMarketQueryOptions(), enabled });
}

export type { PreMarketCurrencies, PreMarketCurrency } from './pre-market-currency';
