import { chromeCacheNames, chromeQueryKeys, hasContent } from '@site-chrome/runtime';
import { parseAlphaTokensResponse, readStoredAlphaTokens, type AlphaToken } from './alpha-token';
import { defineTimezoneMarketList } from './timezone-market-list';

/** Alpha (memebox) tokens. */
const alphaTokens = defineTimezoneMarketList<AlphaToken[]>({
  path: '/apiw/v2/market/alphas',
  exchangeType: 'MEMEBOX_ALL',
  parse: parseAlphaTokensResponse,
  cacheName: chromeCacheNames.alphaTokens,
  accept: hasContent,
  readStored: readStoredAlphaTokens,
  empty: () => [],
  queryKey: chromeQueryKeys.alphaTokens,
});

export const alphaTokensPath = alphaTokens.path;
export const alphaTokensPersister = alphaTokens.persister;
export const useAlphaTokens = alphaTokens.useMarketList;

export type { AlphaToken } from './alpha-token';
