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
import { parsePilotTokensResponse, readStoredPilotTokens } from '../../schemas/pilot-token';
import type { PilotToken } from '../../schemas/pilot-token';
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
  readStored: readStoredPilotTokens,
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

export type { PilotToken } from '../../schemas/pilot-token';
