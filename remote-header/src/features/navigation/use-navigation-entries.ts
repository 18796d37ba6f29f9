import { useSite } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useMemo } from 'react';
import { toNavigationEntries, type NavigationEntry } from './navigation-model';
import { useMenuItems } from './use-menu-items';

/** The entries of a navigation (the bar's web menu or the drawer's h5 one) without what the visibility rules hide. */
export function useNavigationEntries(
  visibility: SiteVisibility,
  platform: 'web' | 'h5' = 'web',
): NavigationEntry[] {
  const { linkTo } = useSitePaths();
  const tradePair = useSite().defaultTradePair;
  const items = useMenuItems(platform);
  return useMemo(
    () => toNavigationEntries(items, { hiddenCodes: new Set(visibility.hiddenMenuCodes), linkTo, tradePair }),
    [items, visibility.hiddenMenuCodes, linkTo, tradePair],
  );
}
