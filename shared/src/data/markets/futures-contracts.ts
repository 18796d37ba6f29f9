import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  usePageDataContext,
  type ApiResult,
  type MarketTimezone,
} from '@site-chrome/shared';
import {
  isContractDataAcceptable,
  parseFuturesContractsResponse,
  readStoredFuturesContracts,
} from '../../schemas/futures-contract';
import type { FuturesContractsResult } from '../../schemas/futures-contract';
import type { UseMarketListOptions } from './spot-markets';

export const futuresContractsPath = '/apiw/v2/market/futures';
/** Spec section 7: the perpetual list is refreshed every 10 minutes while shown. */
export const futuresRefetchIntervalMs = 600_000;

/** Perpetual contracts split by settle (BTC, USDT); `{}` when the answer's code is not 200. */
export function getFuturesContracts(
  timezone: MarketTimezone,
  signal?: AbortSignal,
): Promise<ApiResult<FuturesContractsResult>> {
  return apiGetResult(futuresContractsPath, {
    query: { exchange_type: 'CONTRACT_ALL', timezone, is_testnet: 0 },
    parse: parseFuturesContractsResponse,
    signal,
  });
}

export const futuresContractsPersister = createCachePersister<FuturesContractsResult>({
  cacheName: chromeCacheNames.futuresContracts,
  accept: isContractDataAcceptable,
  readStored: readStoredFuturesContracts,
});

export function futuresContractsQueryOptions({ timezone }: { timezone: MarketTimezone }) {
  return queryOptions({
    queryKey: chromeQueryKeys.futuresContracts({ timezone }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getFuturesContracts(timezone, signal),
      // Contract data needs a non-empty BTC or USDT list (spec section 5).
      accept: isContractDataAcceptable,
      // Spec section 8: a refused futures answer yields an empty object.
      fallback: (): FuturesContractsResult => ({}),
    }),
    persister: futuresContractsPersister.persisterFn,
    refetchInterval: futuresRefetchIntervalMs,
  });
}

/**
 * `poll: false` keeps the list without polling it: a futures panel that stays mounted while hidden
 * (header spec section 7 polls only while a futures panel is shown).
 */
export function useFuturesContracts({
  timezone,
  enabled = true,
  poll = true,
}: UseMarketListOptions & { poll?: boolean } = {}) {
  const page = usePageDataContext();
  const options = futuresContractsQueryOptions({ timezone: timezone ?? page.marketTimezone });
  return useQuery({ ...options, enabled, refetchInterval: poll ? options.refetchInterval : false });
}

export type {
  FuturesContract,
  FuturesContractsBySettle,
  FuturesContractsResult,
} from '../../schemas/futures-contract';
