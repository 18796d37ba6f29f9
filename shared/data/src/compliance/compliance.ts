import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  useChromeStore,
  type ApiResult,
} from '@site-chrome/runtime';
import { emptyCompliance, parseComplianceResponse } from './compliance-schema';
import type { Compliance } from './compliance-schema';

export const compliancePath = '/api/web/v1/compliance/check';

/** Hidden feature keys (`menu_list`) and businesses (`business_list`) for this visitor. */
function getCompliance(signal?: AbortSignal): Promise<ApiResult<Compliance | null>> {
  return apiGetResult(compliancePath, { parse: parseNonEmptyObject(parseComplianceResponse), signal });
}

export function complianceQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.compliance(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getCompliance(signal),
      fallback: emptyCompliance,
    }),
  });
}

export interface UseComplianceOptions {
  /** Default true. Requested only in dynamic mode whatever this says (header spec section 7). */
  enabled?: boolean;
}

export function useCompliance({ enabled = true }: UseComplianceOptions = {}) {
  const dynamicData = useChromeStore((state) => state.dynamicData);
  return useQuery({ ...complianceQueryOptions(), enabled: enabled && dynamicData });
}
