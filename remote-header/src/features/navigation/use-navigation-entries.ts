import { useSite, useTranslation } from '@site-chrome/runtime';
import { useSitePaths } from '@site-chrome/data/common-data';
import type { SiteVisibility } from '@site-chrome/rules/sites';
import { useMemo } from 'react';
import { headerNamespace } from '../../i18n/header-translations';
import { toNavigationEntries, type NavigationEntry } from './navigation-model';
import { useMenuItems } from './use-menu-items';

/** The entries of a navigation (the bar's web menu or the drawer's h5 one) without what the visibility rules hide. */
export function useNavigationEntries(
  visibility: SiteVisibility,
  platform: 'web' | 'h5' = 'web',
): NavigationEntry[] {
  const { linkTo } = useSitePaths();
  const site = useSite();
  const tradePair = site.defaultTradePair;
  const items = useMenuItems(platform);
  const { t } = useTranslation(headerNamespace);
  // Header spec section 9: "A Turkish nav text mentions 200 pairs": on the Turkish site, Spot says so.
  const turkishSpotText = site.key === 'tr' ? t('navigation.turkishSpotPairs') : '';
  return useMemo(
    () =>
      toNavigationEntries(items, {
        hiddenCodes: new Set(visibility.hiddenMenuCodes),
        linkTo,
        tradePair,
        descriptions: turkishSpotText ? { spot: turkishSpotText } : {},
      }),
    [items, visibility.hiddenMenuCodes, linkTo, tradePair, turkishSpotText],
  );
}
