import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult } from '../api/default-api-client';
import type { ApiResult } from '../api/api-result';
import { hasContent } from '../query/acceptance';
import { chromeCacheNames } from '../query/cache-names';
import { createCachePersister } from '../query/cache-persister';
import { createCachedQueryFn } from '../query/cached-query-fn';
import { chromeQueryKeys } from '../query/query-keys';
import type { MarketTimezone } from '../query/query-keys';
import { parsePilotTokensResponse } from '../schemas/pilot-token';
import type { PilotToken } from '../schemas/pilot-token';
import { usePageDataContext } from './page-context';
import type { UseMarketListOptions } from './spot-markets';

export const pilotTokensPath = '/apiw/v2/pilot/markets';

/** Pilot (on-chain) tokens. */
export function getPilotTokens(
  timezone: MarketTimezone,
  signal?: AbortSignal,
): Promise<ApiResult<PilotToken[]>> {
  return apiGetResult(pilotTokensPath, {
    query: { exchange_type: 'PILOT_ALL', timezone },
    parse: parsePilotTokensResponse,
    signal,
  });
}

export const pilotTokensPersister = createCachePersister<PilotToken[]>({
  cacheName: chromeCacheNames.pilotTokens,
  accept: hasContent,
});

export function pilotTokensQueryOptions({ timezone }: { timezone: MarketTimezone }) {
  return queryOptions({
    queryKey: chromeQueryKeys.pilotTokens({ timezone }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getPilotTokens(timezone, signal),
      fallback: (): PilotToken[] => [],
    }),
    persister: pilotTokensPersister.persisterFn,
  });
}

export function usePilotTokens({ timezone, enabled = true }: UseMarketListOptions = {}) {
  const page = usePageDataContext();
  return useQuery({ ...pilotTokensQueryOptions({ timezone: timezone ?? page.marketTimezone }), enabled });
}
