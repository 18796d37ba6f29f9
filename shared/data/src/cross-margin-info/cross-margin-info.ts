import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './cross-margin-info-schema';
import type { CrossMarginInfo } from './cross-margin-info-schema';

export const crossMarginInfoPath = '/apiweb/v1/spot/cross_margin/info';

/** Cross-margin data; an array `data` (the server's "nothing") counts as empty, per spec section 5. */
function getCrossMarginInfo(signal?: AbortSignal): Promise<ApiResult<CrossMarginInfo | null>> {
  return apiGetResult(crossMarginInfoPath, {
    parse: parseNonEmptyObject(parseCrossMarginInfoResponse),
    signal,
  });
}

function crossMarginInfoQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.crossMarginInfo(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getCrossMarginInfo(signal),
      fallback: emptyCrossMarginInfo,
    }),
  });
}

export interface UseCrossMarginInfoOptions {
  /** Default true; pass false for visitors. */
  enabled?: boolean;
}

export function useCrossMarginInfo({ enabled = true }: UseCrossMarginInfoOptions = {}) {
  return useQuery({ ...crossMarginInfoQueryOptions(), enabled });
}
