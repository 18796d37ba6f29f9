import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  hasContent,
  usePageDataContext,
  type ApiResult,
  type MarketTimezone,
} from '@site-chrome/shared';
import { parseSpotMarketsResponse, readStoredSpotMarkets } from '../../schemas/spot-market';
import type { SpotMarket } from '../../schemas/spot-market';

export const spotMarketsPath = '/apiw/v2/market/spots';

/** Every spot market (about 2700 positional rows), for the `timezone` change window. */
export function getSpotMarkets(
  timezone: MarketTimezone,
  signal?: AbortSignal,
): Promise<ApiResult<SpotMarket[]>> {
  return apiGetResult(spotMarketsPath, {
    query: { exchange_type: 'ALL', timezone },
    parse: parseSpotMarketsResponse,
    signal,
  });
}

export const spotMarketsPersister = createCachePersister<SpotMarket[]>({
  cacheName: chromeCacheNames.spotMarkets,
  accept: hasContent,
  readStored: readStoredSpotMarkets,
});

export function spotMarketsQueryOptions({ timezone }: { timezone: MarketTimezone }) {
  return queryOptions({
    queryKey: chromeQueryKeys.spotMarkets({ timezone }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getSpotMarkets(timezone, signal),
      fallback: (): SpotMarket[] => [],
    }),
    persister: spotMarketsPersister.persisterFn,
  });
}

export interface UseMarketListOptions {
  /** `timezone` query: '' (rolling 24 h), 'utc0' or 'utc8'. Default: the page's change window (US: always ''). */
  timezone?: MarketTimezone;
  /** Default true; a panel passes true from the first time it is triggered. */
  enabled?: boolean;
}

export function useSpotMarkets({ timezone, enabled = true }: UseMarketListOptions = {}) {
  const page = usePageDataContext();
  return useQuery({ ...spotMarketsQueryOptions({ timezone: timezone ?? page.marketTimezone }), enabled });
}

export { parseSpotRows } from '../../schemas/spot-market';
export type { SpotMarket } from '../../schemas/spot-market';
