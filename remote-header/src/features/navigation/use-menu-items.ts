import { skipToken, useQuery } from '@tanstack/react-query';
import { chromeQueryKeys, usePageDataContext } from '@site-chrome/runtime';
import { useCompliance } from '@site-chrome/data/compliance';
import { useHeaderMenu, type MenuItem } from '@site-chrome/data/header-menu';
import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The fallback fetch is rarely needed: its code is fetched only when the server menu comes back empty. */
const remoteMenuConfig = createLazyPart(
  () => import('@site-chrome/data/remote-menu-config').then((module) => module.remoteMenuConfigQueryOptions),
  'menu fallback',
);

const noItems: readonly MenuItem[] = [];

/**
 * The menu for a placement (header spec section 1): the server menu (fresh, else its stored copy), and,
 * when that comes back empty, the remote menu config as the fallback fetch. Tags whose code the compliance
 * menu list names are dropped (header spec section 3, "Tag"); the bar's visibility already asks for the
 * compliance check, so this shares its one request.
 */
export function useMenuItems(platform: 'web' | 'h5'): readonly MenuItem[] {
  const { language } = usePageDataContext();
  const { data: compliance } = useCompliance();
  const serverMenu = useHeaderMenu({ platform, complianceMenuList: compliance?.menu_list });
  const serverItems = serverMenu.data ?? noItems;
  const needsFallback = serverMenu.isFetched && serverItems.length === 0;
  const fallbackOptions = remoteMenuConfig.usePart(needsFallback)?.({ language, platform });
  const fallback = useQuery({
    queryKey: fallbackOptions?.queryKey ?? chromeQueryKeys.remoteMenuConfig({ language, platform }),
    queryFn: fallbackOptions?.queryFn ?? skipToken,
    retry: fallbackOptions?.retry,
    retryDelay: fallbackOptions?.retryDelay,
    enabled: needsFallback && fallbackOptions !== undefined,
  });
  return serverItems.length > 0 ? serverItems : (fallback.data ?? noItems);
}
