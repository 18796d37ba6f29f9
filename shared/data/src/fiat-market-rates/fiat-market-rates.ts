import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/runtime';
import { parseFiatMarketRatesResponse } from './fiat-market-rates-schema';
import type { FiatMarketRates } from './fiat-market-rates-schema';
// Through the package entry: the site defaults are common data's module, not bundled a second time here.
import { siteDefaults } from '@site-chrome/data/common-data';

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

/**
 * The site defaults' rates (header spec section 3, "fiat market rates ... used before data arrives"): USD at 1,
 * so prices in USD show before the rate call answers. One frozen object: the same value for every reader.
 */
const placeholderRates: FiatMarketRates = Object.freeze(siteDefaults.fiat_market_rates);

/** Units of each fiat per 1 USD, with its symbol; the site defaults' until the call answers. */
export function useFiatMarketRates({ enabled = true }: UseFiatMarketRatesOptions = {}) {
  return useQuery({ ...fiatMarketRatesQueryOptions(), enabled, placeholderData: placeholderRates });
}
