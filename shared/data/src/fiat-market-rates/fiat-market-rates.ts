import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/runtime';
import { parseFiatMarketRatesResponse } from './fiat-market-rates-schema';
import type { FiatMarketRates } from './fiat-market-rates-schema';

export const fiatMarketRatesPath = '/api/web/v1/site/currFiatMarketRates';

/** Units of each fiat per 1 USD, with its symbol. */
function getFiatMarketRates(signal?: AbortSignal): Promise<ApiResult<FiatMarketRates>> {
  return apiGetResult(fiatMarketRatesPath, { parse: parseFiatMarketRatesResponse, signal });
}

function fiatMarketRatesQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.fiatMarketRates(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getFiatMarketRates(signal),
      fallback: (): FiatMarketRates => ({}),
    }),
  });
}

export interface UseFiatMarketRatesOptions {
  /** Default true. */
  enabled?: boolean;
}

export function useFiatMarketRates({ enabled = true }: UseFiatMarketRatesOptions = {}) {
  return useQuery({ ...fiatMarketRatesQueryOptions(), enabled });
}
