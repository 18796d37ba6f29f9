import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult, chromeQueryKeys, createCachedQueryFn, type ApiResult } from '@site-chrome/runtime';
import { parseDeliveryContractsResponse } from './delivery-contract';
import type { DeliveryContract } from './delivery-contract';

export const deliveryContractsPath = '/apiw/v2/delivery/usdt/contracts';
/** Spec section 7: requests within 30 s are served from the cache; there is no polling. */
export const deliveryStaleTimeMs = 30_000;

/** USDT-settled delivery contracts. */
function getDeliveryContracts(signal?: AbortSignal): Promise<ApiResult<DeliveryContract[]>> {
  return apiGetResult(deliveryContractsPath, { parse: parseDeliveryContractsResponse, signal });
}

export function deliveryContractsQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.deliveryContracts(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getDeliveryContracts(signal),
      fallback: (): DeliveryContract[] => [],
    }),
    staleTime: deliveryStaleTimeMs,
    refetchInterval: false,
  });
}

export interface UseDeliveryContractsOptions {
  /** Whether the delivery tab is open; nothing is fetched before the user opens it (spec section 4). */
  open: boolean;
}

export function useDeliveryContracts({ open }: UseDeliveryContractsOptions) {
  return useQuery({ ...deliveryContractsQueryOptions(), enabled: open });
}

export type { DeliveryContract } from './delivery-contract';
