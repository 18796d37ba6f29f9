import { localisedPath, useChromeStore, useTranslation } from '@site-chrome/shared';
import { useHeaderMenu } from '@site-chrome/shared/data/header-menu';
import { useMemo } from 'react';
import { headerNamespace } from '../../i18n/header-translations';
import type { SiteVisibility } from '@site-chrome/shared/sites';
import { toNavigationEntries, type NavigationEntry } from './navigation-model';
import { primaryNavigationLinks } from './primary-navigation-links';

const noImage = { light: '', dark: '' };

/**
 * The entries of the main navigation: the server menu (fresh, else its cached copy) without what the
 * visibility rules hide, and the built-in primary links while it loads or when there is no menu at all.
 */
export function useNavigationEntries(visibility: SiteVisibility): NavigationEntry[] {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  const { data: menu } = useHeaderMenu();
  const hiddenCodes = useMemo(() => new Set(visibility.hiddenMenuCodes), [visibility.hiddenMenuCodes]);

  return useMemo(() => {
    const entries = toNavigationEntries(menu ?? [], { hiddenCodes, language });
    if (entries.length > 0) return entries;
    return primaryNavigationLinks
      .filter((link) => !hiddenCodes.has(link.code))
      .map((link): NavigationEntry => ({
        key: link.code,
        code: link.code,
        label: t(link.labelKey),
        description: '',
        href: localisedPath(language, link.path),
        path: link.path,
        target: '_self',
        layout: 'vertical',
        image: noImage,
        imageOnly: false,
        icon: noImage,
        tags: [],
        children: [],
      }));
  }, [menu, hiddenCodes, language, t]);
}
