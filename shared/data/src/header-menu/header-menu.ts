import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  headerMenuCacheName,
  chromeQueryKeys,
  createCachedQueryFn,
  createCachePersister,
  hasContent,
  useChromeStore,
  useClientRender,
  usePageDataContext,
  type ApiResult,
} from '@site-chrome/runtime';
import { type ApiGetter, apiClientOf } from '@site-chrome/runtime/query-api';
import type { MenuItem } from './menu-item';
import { parseMenu, readStoredMenu } from './parse-menu';
import type { MenuPlacement } from './parse-menu';

export const headerMenuPath = '/api/web/v1/site/headerMenuListV2';

export interface HeaderMenuParams {
  language: string;
  /**
   * The sub-site the menu is for. Not sent (the server knows it from the host) but part of the cache key,
   * so a page that switches sub-site never shows, or stores, another sub-site's menu. Default 0.
   */
  subWebsiteId?: number;
  /** 'web' for the header, 'h5' for the side menu. Default 'web'. */
  platform?: MenuPlacement;
}

/**
 * The server menu for one language and placement. Tags are filtered by compliance later (see
 * `useHeaderMenu`), so the cached menu does not depend on the compliance answer.
 */
function getHeaderMenu(
  client: ApiGetter,
  { language, platform = 'web' }: HeaderMenuParams,
  signal?: AbortSignal,
): Promise<ApiResult<MenuItem[]>> {
  return client.getResult(headerMenuPath, {
    query: { lang: language, platform },
    parse: (raw) => parseMenu(raw, { placement: platform, complianceMenuList: [] }),
    signal,
  });
}

/** The menu is kept per language in storage, so a page whose API fails still shows the last navigation. */
const headerMenuPersisters = new Map<number, ReturnType<typeof createCachePersister<MenuItem[]>>>();

/** One persister per sub-site, each under that sub-site's cache name (`headerMenuCacheName`). */
export function headerMenuPersisterFor(subWebsiteId: number) {
  let persister = headerMenuPersisters.get(subWebsiteId);
  if (!persister) {
    persister = createCachePersister<MenuItem[]>({
      cacheName: headerMenuCacheName(subWebsiteId),
      accept: hasContent,
      readStored: readStoredMenu,
    });
    headerMenuPersisters.set(subWebsiteId, persister);
  }
  return persister;
}

export function headerMenuQueryOptions({ language, platform = 'web', subWebsiteId = 0 }: HeaderMenuParams) {
  return queryOptions({
    queryKey: chromeQueryKeys.headerMenu({ language, platform, subWebsiteId }),
    queryFn: createCachedQueryFn({
      fetch: ({ signal, meta }) => getHeaderMenu(apiClientOf(meta), { language, platform }, signal),
      fallback: (): MenuItem[] => [],
    }),
    persister: headerMenuPersisterFor(subWebsiteId).persisterFn,
  });
}

/**
 * Drops, at every depth, the tags whose code the compliance menu list hides: for the server menu (through
 * `useHeaderMenu`) and for the fallback menu the header draws when that is empty.
 */
export function withoutHiddenTags(items: readonly MenuItem[], hiddenCodes: readonly string[]): MenuItem[] {
  if (hiddenCodes.length === 0) return [...items];
  const hidden = new Set(hiddenCodes);
  const strip = (item: MenuItem): MenuItem => ({
    ...item,
    tags: item.tags.filter((tag) => !hidden.has(tag.code)),
    children: item.children.map(strip),
  });
  return items.map(strip);
}

export interface UseHeaderMenuOptions extends Partial<HeaderMenuParams> {
  /** Compliance menu list; tags with these codes are dropped. Default none. */
  complianceMenuList?: readonly string[];
  /** Default true. Requested only in dynamic mode whatever this says (header spec section 7). */
  enabled?: boolean;
}

const noCodes: readonly string[] = [];

/**
 * The header menu in the page language (or `language`), without the tags compliance hides. Out of dynamic
 * mode it is never requested: the menu is the copy an earlier visit stored, if there is one.
 */
export function useHeaderMenu({
  language,
  platform,
  subWebsiteId,
  complianceMenuList,
  enabled = true,
}: UseHeaderMenuOptions = {}) {
  const page = usePageDataContext();
  const dynamicData = useChromeStore((state) => state.dynamicData);
  const hiddenCodes = complianceMenuList ?? noCodes;
  const select = useCallback((items: MenuItem[]) => withoutHiddenTags(items, hiddenCodes), [hiddenCodes]);
  const site = subWebsiteId ?? page.subWebsiteId;
  const menuLanguage = language ?? page.language;
  const options = useMemo(
    () => headerMenuQueryOptions({ language: menuLanguage, platform, subWebsiteId: site }),
    [menuLanguage, platform, site],
  );
  const queryClient = useQueryClient();
  // Storage is the browser's: a server render and its hydration draw the cache alone (issue 33).
  const client = useClientRender();
  // Read once per menu, not on every render (storage and JSON parsing).
  const stored = useMemo(
    () =>
      dynamicData || !client
        ? undefined
        : headerMenuPersisterFor(site).readStoredData(
            chromeQueryKeys.headerMenu({
              language: menuLanguage,
              platform: platform ?? 'web',
              subWebsiteId: site,
            }),
          ),
    [dynamicData, client, site, menuLanguage, platform],
  );
  // After hydration the query already exists, so `initialData` no longer applies: the stored copy fills it.
  const { queryKey } = options;
  useEffect(() => {
    if (stored && queryClient.getQueryData(queryKey) === undefined) {
      queryClient.setQueryData(queryKey, stored.data, { updatedAt: stored.updatedAt });
    }
  }, [stored, queryClient, queryKey]);
  return useQuery({
    ...options,
    enabled: enabled && dynamicData,
    select,
    initialData: () => stored?.data,
    initialDataUpdatedAt: stored?.updatedAt,
  });
}

export { menuTagType } from './menu-item';
export { parseMenu } from './parse-menu';
export type { MenuPlacement } from './parse-menu';
export type { MenuItem, MenuTag } from './menu-item';
