import { chromeQueryKeys } from '@site-chrome/runtime';
import { defineAccountQuery } from './define-account-query';
import { parseKycStatusResponse, unknownKycStatus } from './kyc-status-schema';

/** Ours: the spec does not show the KYC call's method or path (header spec section 7). */
export const kycStatus = defineAccountQuery({
  path: '/api/web/v1/usercenter/kycStatus',
  key: chromeQueryKeys.kycStatus,
  parse: parseKycStatusResponse,
  // Spec section 8: a failed call is logged and the user sees nothing claimed.
  fallback: unknownKycStatus,
});

export interface UseKycStatusOptions {
  /** Default true; pass the visibility's `kycFetchEnabled` (logged in, not testnet: spec section 6). */
  enabled?: boolean;
}

export function useKycStatus(options: UseKycStatusOptions = {}) {
  return kycStatus.useQuery(undefined, options);
}
