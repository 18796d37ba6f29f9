import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  chromeQueryKeys,
  createCachedQueryFn,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { type ApiGetter, apiClientOf } from '@site-chrome/runtime/query-api';
import { parseFooterMenuResponse } from './footer-menu-item';
import type { FooterMenuItem } from './footer-menu-item';

export type { FooterMenuItem } from './footer-menu-item';

export const footerMenuPath = '/api/web/v1/site/footerMenu';

export interface FooterMenuParams {
  language: string;
  subWebsiteId: number;
}

/** The footer columns of one sub-site in one language. */
function getFooterMenu(
  client: ApiGetter,
  { language, subWebsiteId }: FooterMenuParams,
  signal?: AbortSignal,
): Promise<ApiResult<FooterMenuItem[]>> {
  return client.getResult(footerMenuPath, {
    query: { lang: language, sub_website_id: subWebsiteId },
    parse: parseFooterMenuResponse,
    signal,
  });
}

export function footerMenuQueryOptions(params: FooterMenuParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.footerMenu(params),
    queryFn: createCachedQueryFn({
      fetch: ({ signal, meta }) => getFooterMenu(apiClientOf(meta), params, signal),
      fallback: (): FooterMenuItem[] => [],
    }),
  });
}

export interface UseFooterMenuOptions extends Partial<FooterMenuParams> {
  /** Default true. */
  enabled?: boolean;
}

/** The footer menu for the page language and sub-site, unless `language` or `subWebsiteId` is given. */
export function useFooterMenu({ language, subWebsiteId, enabled = true }: UseFooterMenuOptions = {}) {
  const page = usePageDataContext();
  return useQuery({
    ...footerMenuQueryOptions({
      language: language ?? page.language,
      subWebsiteId: subWebsiteId ?? page.subWebsiteId,
    }),
    enabled,
  });
}
