import { chromeCacheNames, chromeQueryKeys, hasContent } from '@site-chrome/runtime';
import { parseSpotMarketsResponse, readStoredSpotMarkets, type SpotMarket } from './spot-market';
import { defineTimezoneMarketList } from './timezone-market-list';

/** Every spot market (about 2700 positional rows), for the `timezone` change window. */
const spotMarkets = defineTimezoneMarketList<SpotMarket[]>({
  path: '/apiw/v2/market/spots',
  exchangeType: 'ALL',
  parse: parseSpotMarketsResponse,
  cacheName: chromeCacheNames.spotMarkets,
  accept: hasContent,
  readStored: readStoredSpotMarkets,
  empty: () => [],
  queryKey: chromeQueryKeys.spotMarkets,
});

export const spotMarketsPath = spotMarkets.path;
export const spotMarketsPersister = spotMarkets.persister;
export const useSpotMarkets = spotMarkets.useMarketList;

export type { SpotMarket } from './spot-market';
