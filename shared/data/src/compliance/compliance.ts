import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeQueryKeys,
  createCachedQueryFn,
  parseNonEmptyObject,
  type ApiResult,
} from '@site-chrome/runtime';
import { emptyCompliance, parseComplianceResponse } from './compliance-schema';
import type { Compliance } from './compliance-schema';

export const compliancePath = '/api/web/v1/compliance/check';

/** Hidden feature keys (`menu_list`) and businesses (`business_list`) for this visitor. */
function getCompliance(signal?: AbortSignal): Promise<ApiResult<Compliance | null>> {
  return apiGetResult(compliancePath, { parse: parseNonEmptyObject(parseComplianceResponse), signal });
}

function complianceQueryOptions() {
  return queryOptions({
    queryKey: chromeQueryKeys.compliance(),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getCompliance(signal),
      fallback: emptyCompliance,
    }),
  });
}

export interface UseComplianceOptions {
  /** Default true; the spec asks for it only in dynamic mode. */
  enabled?: boolean;
}

export function useCompliance({ enabled = true }: UseComplianceOptions = {}) {
  return useQuery({ ...complianceQueryOptions(), enabled });
}
