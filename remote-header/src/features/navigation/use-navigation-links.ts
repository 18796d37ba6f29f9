import { localisedPath, useChromeStore, useTranslation } from '@site-chrome/shared';
import { useHeaderMenu, type MenuItem } from '@site-chrome/shared/data/header-menu';
import { headerNamespace } from '../../i18n/header-translations';
import { primaryNavigationLinks } from './primary-navigation-links';

export interface NavigationLink {
  key: string;
  label: string;
  href: string;
  /** The path compared with the page path for `aria-current`. */
  path: string;
  target: '_blank' | '_self';
}

function isRelative(url: string): boolean {
  return url.startsWith('/');
}

/** Where a top-level item leads: its own link, else (a dropdown parent) its first visible child's. */
function destination(item: MenuItem): string {
  return (
    item.jump_url || item.children.find((child) => !child.hidden && child.jump_url !== '')?.jump_url || ''
  );
}

/** Top-level server menu items the header can show as links: visible, titled and with a safe link. */
function serverLinks(items: readonly MenuItem[], language: string): NavigationLink[] {
  return items
    .map((item) => ({ item, url: destination(item) }))
    .filter(({ item, url }) => !item.hidden && item.title !== '' && url !== '')
    .map(({ item, url }, index) => ({
      key: item.code || `${index}-${item.title}`,
      label: item.title,
      href: isRelative(url) ? localisedPath(language, url) : url,
      path: url,
      target: item.target,
    }));
}

/**
 * The links of the main navigation: the server menu (fresh, else its cached copy), and the built-in
 * primary links while it loads or when neither the API nor the cache has a menu.
 */
export function useNavigationLinks(): NavigationLink[] {
  const { t } = useTranslation(headerNamespace);
  const language = useChromeStore((state) => state.language);
  const { data: menu } = useHeaderMenu();
  const links = serverLinks(menu ?? [], language);
  if (links.length > 0) return links;
  return primaryNavigationLinks.map((link) => ({
    key: link.labelKey,
    label: t(link.labelKey),
    href: localisedPath(language, link.path),
    path: link.path,
    target: '_self',
  }));
}
