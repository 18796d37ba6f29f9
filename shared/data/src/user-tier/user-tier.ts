import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseUserTierResponse, unknownUserTier, type UserTier } from './user-tier-schema';

/** Ours: the spec does not show the tier lookup's method or path (header spec section 7). */
export const userTierPath = '/api/web/v1/usercenter/userTier';

/** The limits of the tier a KYC level grants: the KYC status feeds this lookup its `kyc_level`. */
function getUserTier(kycLevel: number, signal?: AbortSignal): Promise<ApiResult<UserTier | null>> {
  return apiGetResult(userTierPath, {
    query: { kyc_level: kycLevel },
    parse: parseNonEmptyObject(parseUserTierResponse),
    signal,
  });
}

function userTierQueryOptions(kycLevel: number) {
  return queryOptions({
    queryKey: chromeQueryKeys.userTier({ kycLevel }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getUserTier(kycLevel, signal),
      fallback: unknownUserTier,
    }),
  });
}

export interface UseUserTierOptions {
  /** The level the KYC status answered; undefined until it has, which keeps the lookup waiting. */
  kycLevel: number | undefined;
  /** Default true; the lookup also waits for `kycLevel`. */
  enabled?: boolean;
}

export function useUserTier({ kycLevel, enabled = true }: UseUserTierOptions) {
  return useQuery({
    ...userTierQueryOptions(kycLevel ?? 0),
    enabled: enabled && kycLevel !== undefined,
  });
}
