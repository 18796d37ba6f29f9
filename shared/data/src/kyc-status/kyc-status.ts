import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseKycStatusResponse, unknownKycStatus, type KycStatus } from './kyc-status-schema';

/** Ours: the spec does not show the KYC call's method or path (header spec section 7). */
export const kycStatusPath = '/api/web/v1/usercenter/kycStatus';

function getKycStatus(signal?: AbortSignal): Promise<ApiResult<KycStatus | null>> {
  return apiGetResult(kycStatusPath, { parse: parseNonEmptyObject(parseKycStatusResponse), signal });
}

function kycStatusQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.kycStatus(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getKycStatus(signal),
      // Spec section 8: a failed call is logged and the user sees nothing claimed.
      fallback: unknownKycStatus,
    }),
  });
}

export interface UseKycStatusOptions {
  /** Default true; pass the visibility's `kycFetchEnabled` (logged in, not testnet: spec section 6). */
  enabled?: boolean;
}

export function useKycStatus({ enabled = true }: UseKycStatusOptions = {}) {
  return useQuery({ ...kycStatusQueryOptions(), enabled });
}
