import { chromeQueryKeys } from '@site-chrome/runtime';
import { defineAccountQuery } from './define-account-query';
import { parseUserTierResponse, unknownUserTier } from './user-tier-schema';

/**
 * Ours: the spec does not show the tier lookup's method or path (header spec section 7). The limits of the
 * tier a KYC level grants: the KYC status feeds this lookup its `kyc_level`.
 */
export const userTier = defineAccountQuery({
  path: '/api/web/v1/usercenter/userTier',
  key: chromeQueryKeys.userTier,
  parse: parseUserTierResponse,
  fallback: unknownUserTier,
  query: ({ kycLevel }: { kycLevel: number }) => ({ kyc_level: kycLevel }),
});

export interface UseUserTierOptions {
  /** The level the KYC status answered; undefined until it has, which keeps the lookup waiting. */
  kycLevel: number | undefined;
  /** Default true; the lookup also waits for `kycLevel`. */
  enabled?: boolean;
}

export function useUserTier({ kycLevel, enabled = true }: UseUserTierOptions) {
  return userTier.useQuery({ kycLevel: kycLevel ?? 0 }, { enabled: enabled && kycLevel !== undefined });
}
