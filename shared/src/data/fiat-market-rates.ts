import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/shared';
import { parseFiatMarketRatesResponse } from '../schemas/fiat-market-rates';
import type { FiatMarketRates } from '../schemas/fiat-market-rates';

export const fiatMarketRatesPath = '/api/web/v1/site/currFiatMarketRates';

/** Units of each fiat per 1 USD, with its symbol. */
export function getFiatMarketRates(signal?: AbortSignal): Promise<ApiResult<FiatMarketRates>> {
  return apiGetResult(fiatMarketRatesPath, { parse: parseFiatMarketRatesResponse, signal });
}

export function fiatMarketRatesQueryOptions() {
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
