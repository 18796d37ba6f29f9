import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetResult } from '../api/default-api-client';
import type { ApiResult } from '../api/api-result';
import { createCachedQueryFn } from '../query/cached-query-fn';
import { chromeQueryKeys } from '../query/query-keys';
import { emptyCompliance, parseComplianceResponse } from '../schemas/compliance';
import type { Compliance } from '../schemas/compliance';
import { parseNonEmptyObject } from './envelope-object';

export const compliancePath = '/api/web/v1/compliance/check';

/** Hidden feature keys (`menu_list`) and businesses (`business_list`) for this visitor. */
export function getCompliance(signal?: AbortSignal): Promise<ApiResult<Compliance | null>> {
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
  /** Default true; the spec asks for it only in dynamic mode. */
  enabled?: boolean;
}

export function useCompliance({ enabled = true }: UseComplianceOptions = {}) {
  return useQuery({ ...complianceQueryOptions(), enabled });
}
