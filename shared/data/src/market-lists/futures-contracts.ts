import { useQuery } from '@tanstack/react-query';
import { chromeCacheNames, chromeQueryKeys, usePageDataContext } from '@site-chrome/runtime';
import {
  isContractDataAcceptable,
  parseFuturesContractsResponse,
  readStoredFuturesContracts,
  type FuturesContractsResult,
} from './futures-contract';
import { defineTimezoneMarketList, type UseMarketListOptions } from './timezone-market-list';

/** Spec section 7: the perpetual list is refreshed every 10 minutes while shown. */
export const futuresRefetchIntervalMs = 600_000;

/** Perpetual contracts split by settle (BTC, USDT); `{}` when the answer's code is not 200. */
const futuresContracts = defineTimezoneMarketList<FuturesContractsResult>({
  path: '/apiw/v2/market/futures',
  exchangeType: 'CONTRACT_ALL',
  extraQuery: { is_testnet: 0 },
  parse: parseFuturesContractsResponse,
  cacheName: chromeCacheNames.futuresContracts,
  // Contract data needs a non-empty BTC or USDT list (spec section 5).
  accept: isContractDataAcceptable,
  readStored: readStoredFuturesContracts,
  // Spec section 8: a refused futures answer yields an empty object.
  empty: () => ({}),
  queryKey: chromeQueryKeys.futuresContracts,
  refetchIntervalMs: futuresRefetchIntervalMs,
});

export const futuresContractsPath = futuresContracts.path;
export const futuresContractsPersister = futuresContracts.persister;
export const futuresContractsQueryOptions = futuresContracts.queryOptions;

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

export type { FuturesContract, FuturesContractsResult } from './futures-contract';
