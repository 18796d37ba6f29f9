import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  chromeQueryKeys,
  createCachedQueryFn,
  useChromeStore,
  usePageDataContext,
  useSite,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseNonEmptyObject } from '@site-chrome/runtime/schemas';
import { type ApiGetter, apiClientOf, visitorDependentMeta } from '@site-chrome/runtime/query-api';
import { sitePathPrefix, withPathPrefix } from '@site-chrome/rules/sites';
import { defaultCommonData, parseCommonDataResponse } from './common-data-schema';
import type { CommonData } from './common-data-schema';

export const commonDataPath = '/api/web/v1/site/commonData';

export interface CommonDataParams {
  /** Sent as `lang`: the answer's `lang_prefix` depends on it. */
  language: string;
  subWebsiteId: number;
}

function getCommonData(
  client: ApiGetter,
  { language, subWebsiteId }: CommonDataParams,
  signal?: AbortSignal,
): Promise<ApiResult<CommonData | null>> {
  return client.getResult(commonDataPath, {
    query: { lang: language, sub_website_id: subWebsiteId },
    parse: parseNonEmptyObject(parseCommonDataResponse),
    signal,
  });
}

/**
 * Its `userLandingPageCountry` is the visitor's (the regional redirect reads it), so the answer depends on the
 * visitor's address (`visitorDependentMeta`): a fragment server asks with the visitor's country, per country.
 */
export function commonDataQueryOptions(params: CommonDataParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.commonData(params),
    queryFn: createCachedQueryFn({
      fetch: ({ signal, meta }) => getCommonData(apiClientOf(meta), params, signal),
      fallback: defaultCommonData,
    }),
    meta: visitorDependentMeta,
  });
}

export interface UseCommonDataOptions extends Partial<CommonDataParams> {
  /** Default true. Requested only in dynamic mode whatever this says (header spec section 7). */
  enabled?: boolean;
}

/**
 * The site defaults as common data (header spec section 3, "Site defaults ... used before data arrives"):
 * one frozen object, so every component that renders before the answer gets the same value.
 */
const placeholderCommonData: CommonData = Object.freeze(defaultCommonData());

/**
 * Site-wide data for the page language and sub-site (or the given ones); the site defaults on failure.
 * Until the answer arrives `data` is the site defaults (the language and fiat choosers are never empty)
 * and `isPlaceholderData` is true: code that acts on the visitor (the regional redirect) waits for it.
 * Out of dynamic mode nothing is requested: the data is what the page's query cache already holds, else
 * the site defaults.
 */
export function useCommonData({ language, subWebsiteId, enabled = true }: UseCommonDataOptions = {}) {
  const page = usePageDataContext();
  const dynamicData = useChromeStore((state) => state.dynamicData);
  return useQuery({
    ...commonDataQueryOptions({
      language: language ?? page.language,
      subWebsiteId: subWebsiteId ?? page.subWebsiteId,
    }),
    enabled: enabled && dynamicData,
    placeholderData: placeholderCommonData,
  });
}

/**
 * The one language-prefix rule for every in-site link the chrome draws: common data's `lang_prefix` for the
 * page's sub-site and language once it has answered, the sub-site table's rule until then (and when the
 * answer is missing or unsafe). Returns `linkTo('/price')` -> `/de/price`, and the bare `prefix`.
 */
export function useSitePaths(): { prefix: string; linkTo: (path: string) => string } {
  const site = useSite();
  const language = useChromeStore((state) => state.language);
  const { data } = useCommonData({ language, subWebsiteId: site.id });
  const prefix = sitePathPrefix(site, language, data?.lang_prefix ?? null);
  const linkTo = useCallback((path: string) => withPathPrefix(prefix, path), [prefix]);
  return { prefix, linkTo };
}
