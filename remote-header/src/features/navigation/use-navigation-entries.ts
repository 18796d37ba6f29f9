import { useChromeStore, useClientRender, useSite, useTranslation } from '@site-chrome/runtime';
import { useCommonData, useSitePaths } from '@site-chrome/data/common-data';
import { moreMenuCode, tradePairFor, type SiteVisibility } from '@site-chrome/rules/sites';
import { withBuyCryptoFiat } from '@site-chrome/rules/settings';
import { useCallback, useMemo } from 'react';
import { headerNamespace } from '../../i18n/header-translations';
import { toNavigationEntries, type NavigationEntry } from './navigation-model';
import { useMenuItems } from './use-menu-items';
import { useMenuKeyText } from './menu-keys/menu-key-texts';

/**
 * The fiat Buy Crypto links carry: the one the reader last bought with, else common data's default buy-crypto
 * fiat (the sub-site defaults' USD until it answers).
 */
function useBuyCryptoFiat(): string {
  // The reader's choice is a browser cookie the server never sees: it joins the links right after hydration.
  const client = useClientRender();
  const stored = useChromeStore((state) => state.buyCryptoFiat);
  const chosen = client ? stored : undefined;
  const serverDefault = useCommonData().data?.defaultBuyCryptoFiat;
  return chosen ?? (serverDefault || 'USD');
}

/** The entries of a navigation (the bar's web menu or the drawer's h5 one) without what the visibility rules hide. */
export function useNavigationEntries(
  visibility: SiteVisibility,
  platform: 'web' | 'h5' = 'web',
): NavigationEntry[] {
  const { linkTo: prefixed } = useSitePaths();
  const site = useSite();
  const features = useChromeStore((state) => state.menuFeatures);
  const tradePair = tradePairFor(features, site.defaultTradePair);
  const buyCryptoFiat = useBuyCryptoFiat();
  // Buy Crypto links carry the reader's fiat, not the one the server menu wrote (header spec section 2).
  const linkTo = useCallback(
    (path: string) => prefixed(withBuyCryptoFiat(path, buyCryptoFiat)),
    [prefixed, buyCryptoFiat],
  );
  const items = useMenuItems(platform);
  const day = useChromeStore((state) => state.renderDay);
  const { t } = useTranslation(headerNamespace);
  const keyText = useMenuKeyText();
  // Header spec section 9: "A Turkish nav text mentions 200 pairs": on the Turkish site, Spot says so.
  const turkishSpotText = site.key === 'tr' ? t('navigation.turkishSpotPairs') : '';
  return useMemo(() => {
    const entries = toNavigationEntries(items, {
      hiddenCodes: new Set(visibility.hiddenMenuCodes),
      linkTo,
      tradePair,
      descriptions: turkishSpotText ? { spot: turkishSpotText } : {},
      day,
      keyText,
    });
    // `moreMenu` off: the server menu's "More" group is not shown.
    return features.moreMenu ? entries : entries.filter((entry) => entry.code !== moreMenuCode);
  }, [
    items,
    visibility.hiddenMenuCodes,
    linkTo,
    tradePair,
    turkishSpotText,
    day,
    keyText,
    features.moreMenu,
  ]);
}
