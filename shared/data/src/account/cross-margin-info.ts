import { chromeQueryKeys } from '@site-chrome/runtime';
import { defineAccountQuery } from './define-account-query';
import { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './cross-margin-info-schema';

/** Cross-margin data; an array `data` (the server's "nothing") counts as empty, per spec section 5. */
export const crossMarginInfo = defineAccountQuery({
  path: '/apiweb/v1/spot/cross_margin/info',
  key: chromeQueryKeys.crossMarginInfo,
  parse: parseCrossMarginInfoResponse,
  fallback: emptyCrossMarginInfo,
});

export interface UseCrossMarginInfoOptions {
  /** Default true; pass false for visitors. */
  enabled?: boolean;
}

export function useCrossMarginInfo(options: UseCrossMarginInfoOptions = {}) {
  return crossMarginInfo.useQuery(undefined, options);
}
