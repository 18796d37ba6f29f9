import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  chromeQueryKeys,
  createCachedQueryFn,
  useChromeStore,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseNonEmptyObject } from '@site-chrome/runtime/schemas';
import { type ApiGetter, apiClientOf, visitorDependentMeta } from '@site-chrome/runtime/query-api';
import { emptyCompliance, parseComplianceResponse } from './compliance-schema';
import type { Compliance } from './compliance-schema';

export const compliancePath = '/api/web/v1/compliance/check';

export interface ComplianceParams {
  /** Sent as `sub_website_id`: each sub-site hides its own keys (issue 40; the spec shows no query). */
  subWebsiteId: number;
}

/** Hidden feature keys (`menu_list`) and businesses (`business_list`) for this visitor on this sub-site. */
function getCompliance(
  client: ApiGetter,
  { subWebsiteId }: ComplianceParams,
  signal?: AbortSignal,
): Promise<ApiResult<Compliance | null>> {
  return client.getResult(compliancePath, {
    query: { sub_website_id: subWebsiteId },
    parse: parseNonEmptyObject(parseComplianceResponse),
    signal,
  });
}

/**
 * The answer depends on the visitor's address (`visitorDependentMeta`): a fragment server asks for it with
 * the visitor's country and keeps it per country, never from its own address.
 */

export function complianceQueryOptions(params: ComplianceParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.compliance(params),
    queryFn: createCachedQueryFn({
      fetch: ({ signal, meta }) => getCompliance(apiClientOf(meta), params, signal),
      fallback: emptyCompliance,
    }),
    meta: visitorDependentMeta,
  });
}

export interface UseComplianceOptions extends Partial<ComplianceParams> {
  /** Default true. Requested only in dynamic mode whatever this says (header spec section 7). */
  enabled?: boolean;
}

/** The compliance check for the page's sub-site, unless `subWebsiteId` is given. */
export function useCompliance({ subWebsiteId, enabled = true }: UseComplianceOptions = {}) {
  const page = usePageDataContext();
  const dynamicData = useChromeStore((state) => state.dynamicData);
  return useQuery({
    ...complianceQueryOptions({ subWebsiteId: subWebsiteId ?? page.subWebsiteId }),
    enabled: enabled && dynamicData,
  });
}
