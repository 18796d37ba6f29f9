import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGetResult,
  chromeCacheNames,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  hasContent,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { parseMenuTabsResponse, readStoredMenuTabs } from './menu-tab';
import type { MenuTab } from './menu-tab';

export const menuTabsPath = '/apiw/v2/common/tabs';
/** Spec section 7: area web_trade, build 20250814. */
const menuTabsArea = 'web_trade';
const menuTabsBuild = '20250814';

/** The market panel's tabs. Their titles are text in the page language, so they are cached per language. */
function getMenuTabs(signal?: AbortSignal): Promise<ApiResult<MenuTab[]>> {
  return apiGetResult(menuTabsPath, {
    query: { area: menuTabsArea, build: menuTabsBuild },
    parse: parseMenuTabsResponse,
    signal,
  });
}

export const menuTabsPersister = createCachePersister<MenuTab[]>({
  cacheName: chromeCacheNames.menuTabs,
  accept: hasContent,
  readStored: readStoredMenuTabs,
});

/**
 * `language` is not sent as a parameter (the API client sends it as `X-Gate-AppLang`) but keys the cache,
 * so a copy in one language is never shown in another.
 */
function menuTabsQueryOptions({ language }: { language: string }) {
  return queryOptions({
    queryKey: chromeQueryKeys.menuTabs({ language }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal }) => getMenuTabs(signal),
      fallback: (): MenuTab[] => [],
    }),
    persister: menuTabsPersister.persisterFn,
  });
}

export interface UseMenuTabsOptions {
  /** Default: the page language. */
  language?: string;
  /** Default true. */
  enabled?: boolean;
}

export function useMenuTabs({ language, enabled = true }: UseMenuTabsOptions = {}) {
  const page = usePageDataContext();
  return useQuery({ ...menuTabsQueryOptions({ language: language ?? page.language }), enabled });
}

export type { MenuTab } from './menu-tab';
