import { skipToken, useQuery } from '@tanstack/react-query';
import { chromeQueryKeys, useChromeStore, usePageDataContext } from '@site-chrome/runtime';
import { useCompliance } from '@site-chrome/data/compliance';
import { useHeaderMenu, withoutHiddenTags, type MenuItem } from '@site-chrome/data/header-menu';
import { usesNewMenuSystem } from '@site-chrome/rules/sites';
import { useCallback } from 'react';
import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';
import { useCompleteMenuWanted } from './complete-menu';
import { menuFromOutline, menuOutlineKey } from './menu-outline';

/** The fallback fetch is rarely needed: its code is fetched only when the server menu comes back empty. */
const remoteMenuConfig = createLazyPart(
  () => import('@site-chrome/data/remote-menu-config').then((module) => module.remoteMenuConfigQueryOptions),
  'menu fallback',
);

const noItems: readonly MenuItem[] = [];
const noCodes: readonly string[] = [];

/**
 * The menu for a placement (header spec section 1): the server menu (fresh, else its stored copy), and,
 * when that comes back empty, the remote menu config as the fallback fetch. Where the new menu system is
 * limited to the main site (`newMenuMainSiteOnly`, header spec section 6), a regional sub-site asks the
 * menu config alone. Out of dynamic mode nothing is requested: the stored server menu, or nothing. Tags
 * whose code the compliance menu list names are dropped from either menu (header spec section 3, "Tag");
 * the bar's visibility already asks for the compliance check, so this shares its one request.
 *
 * On a server-rendered page hydration brings the menu's outline only (menu-outline.ts): the bar is drawn
 * from it, and the menu is asked for once the page wants it whole (`requestCompleteMenu`).
 */
export function useMenuItems(platform: 'web' | 'h5'): readonly MenuItem[] {
  const { language, subWebsiteId } = usePageDataContext();
  const dynamicData = useChromeStore((state) => state.dynamicData);
  const newMenuMainSiteOnly = useChromeStore((state) => state.newMenuMainSiteOnly);
  const newMenuSystem = usesNewMenuSystem(subWebsiteId, newMenuMainSiteOnly);
  const { data: compliance } = useCompliance();
  const hiddenTagCodes = compliance?.menu_list ?? noCodes;
  const menuParams = { language, platform, subWebsiteId };
  const outline = useQuery({
    queryKey: menuOutlineKey(
      newMenuSystem ? chromeQueryKeys.headerMenu(menuParams) : chromeQueryKeys.remoteMenuConfig(menuParams),
    ),
    queryFn: skipToken,
    select: menuFromOutline,
  }).data;
  // With an outline in hand, the menu is not asked for until it is wanted whole.
  const mayAsk = useCompleteMenuWanted() || outline === undefined;
  const serverMenu = useHeaderMenu({
    platform,
    enabled: newMenuSystem && mayAsk,
    complianceMenuList: hiddenTagCodes,
  });
  const dropHiddenTags = useCallback(
    (items: MenuItem[]) => withoutHiddenTags(items, hiddenTagCodes),
    [hiddenTagCodes],
  );
  const serverItems = newMenuSystem ? (serverMenu.data ?? noItems) : noItems;
  const needsFallback =
    dynamicData && mayAsk && (!newMenuSystem || (serverMenu.isFetched && serverItems.length === 0));
  const fallbackOptions = remoteMenuConfig.usePart(needsFallback)?.({ language, platform, subWebsiteId });
  const fallback = useQuery({
    queryKey: fallbackOptions?.queryKey ?? chromeQueryKeys.remoteMenuConfig(menuParams),
    queryFn: fallbackOptions?.queryFn ?? skipToken,
    retry: fallbackOptions?.retry,
    retryDelay: fallbackOptions?.retryDelay,
    enabled: needsFallback && fallbackOptions !== undefined,
    select: dropHiddenTags,
  });
  const menu = serverItems.length > 0 ? serverItems : (fallback.data ?? noItems);
  return menu.length > 0 ? menu : (outline ?? noItems);
}
