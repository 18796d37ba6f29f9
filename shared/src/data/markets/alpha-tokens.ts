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
import { parseAlphaTokensResponse, readStoredAlphaTokens } from '../../schemas/alpha-token';
import type { AlphaToken } from '../../schemas/alpha-token';
import type { UseMarketListOptions } from './spot-markets';

export const alphaTokensPath = '/apiw/v2/market/alphas';

/** Alpha (memebox) tokens. */
export function getAlphaTokens(
  timezone: MarketTimezone,
  signal?: AbortSignal,
): Promise<ApiResult<AlphaToken[]>> {
  return apiGetResult(alphaTokensPath, {
    query: { exchange_type: 'MEMEBOX_ALL', timezone },
    parse: parseAlphaTokensResponse,
    signal,
  });
}

export const alphaTokensPersister = createCachePersister<AlphaToken[]>({
  cacheName: chromeCacheNames.alphaTokens,
  accept: hasContent,
  readStored: readStoredAlphaTokens,
});

export function alphaTokensQueryOptions({ timezone }: { timezone: MarketTimezone }) {
  return queryOptions({
    queryKey: chromeQueryKeys.alphaTokens({ timezone }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getAlphaTokens(timezone, signal),
      fallback: (): AlphaToken[] => [],
    }),
    persister: alphaTokensPersister.persisterFn,
  });
}

export function useAlphaTokens({ timezone, enabled = true }: UseMarketListOptions = {}) {
  const page = usePageDataContext();
  return useQuery({ ...alphaTokensQueryOptions({ timezone: timezone ?? page.marketTimezone }), enabled });
}

export type { AlphaToken } from '../../schemas/alpha-token';
