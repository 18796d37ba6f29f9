import { iconUrl } from '@site-chrome/runtime/schemas';
import { withRegionalTradePair } from '@site-chrome/rules/sites';
import type { MenuItem } from '@site-chrome/data/header-menu';
import { isOutlineItem } from './menu-outline';
import { noKeyText, type MenuKeyText } from './menu-keys/menu-key-texts';

/** A server menu item as the header draws it: label, resolved link and visible children. */
export interface NavigationEntry {
  key: string;
  code: string;
  label: string;
  description: string;
  /** Same-origin path behind the sub-site's prefix, or an absolute URL; '' when the item leads nowhere (a group or a bad link). */
  href: string;
  /** The server path, compared with the page path for `aria-current`. */
  path: string;
  target: '_blank' | '_self';
  layout: 'vertical' | 'horizontal';
  image: { light: string; dark: string };
  /** No title or title key, only an image: drawn as the image, with the label as its text alternative. */
  imageOnly: boolean;
  icon: { light: string; dark: string };
  tags: MenuItem['tags'];
  children: NavigationEntry[];
  /**
   * Drawn from the menu's outline (menu-outline.ts): its children only stand in for the real ones, whose
   * contents are the server's markup until the whole menu comes.
   */
  outline?: true;
}

/** "nav.launch_pool" -> "Launch pool": the readable end of a translation key, for keys without a text yet. */
function keyToWords(key: string): string {
  const words = (key.split('.').pop() ?? key).replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Header spec section 3, "Menu item from server": the title is `title_key`'s text when the page language has
 * it (menu-keys/menu-key-texts.ts), else the server's `title` (written in the language the menu was asked
 * in), else the readable end of the key or the code, so the bar never shows a raw key. The description is
 * `desc_key`'s text, else the server's `desc`.
 */
function labelOf(item: MenuItem, keyText: MenuKeyText): string {
  return (item.title_key && keyText(item.title_key)) || item.title || keyToWords(item.title_key || item.code);
}

function descriptionOf(item: MenuItem, keyText: MenuKeyText): string {
  return (item.desc_key && keyText(item.desc_key)) || item.desc;
}

/**
 * The items the header may show, as entries: hidden ones (server flag, or a code the visibility rules
 * hide) are dropped with their children, and a group whose children are all gone goes too, unless it is a
 * link of its own.
 */
export function toNavigationEntries(
  items: readonly MenuItem[],
  {
    hiddenCodes,
    linkTo,
    tradePair = 'BTC_USDT',
    descriptions = {},
    day,
    keyText = noKeyText,
  }: {
    hiddenCodes: ReadonlySet<string>;
    /** Menu code -> a description of ours that replaces the server's (the Turkish site's Spot text). */
    descriptions?: Readonly<Record<string, string>>;
    /** The one prefix rule (`useSitePaths().linkTo`). */
    linkTo: (path: string) => string;
    tradePair?: string;
    /** The icons' UTC day number: the store's `renderDay`, so a server render and its hydration agree. */
    day?: number;
    /** The page language's texts of the server's `title_key`s and `desc_key`s. Default none. */
    keyText?: MenuKeyText;
  },
): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  items.forEach((item, index) => {
    if (item.hidden || (item.code !== '' && hiddenCodes.has(item.code))) return;
    const children = toNavigationEntries(item.children, {
      hiddenCodes,
      linkTo,
      tradePair,
      descriptions,
      day,
      keyText,
    });
    if (item.children.length > 0 && children.length === 0 && item.jump_url === '') return;
    const isSameOrigin = item.jump_url.startsWith('/');
    const path = isSameOrigin ? withRegionalTradePair(item.jump_url, tradePair) : item.jump_url;
    entries.push({
      key: item.code || `${index}-${item.title || item.title_key}`,
      code: item.code,
      label: labelOf(item, keyText),
      description: (item.code !== '' && descriptions[item.code]) || descriptionOf(item, keyText),
      href: isSameOrigin ? linkTo(path) : path,
      path,
      target: item.target,
      layout: item.show_mode === 2 ? 'horizontal' : 'vertical',
      // Menu icons and images through the one image helper (quality 75, day number); here, not in the
      // parser, so a stored menu from yesterday is drawn with today's day.
      image: { light: iconUrl(item.light_image, { day }), dark: iconUrl(item.dark_image, { day }) },
      imageOnly:
        item.title === '' && item.title_key === '' && (item.light_image !== '' || item.dark_image !== ''),
      icon: { light: iconUrl(item.light_icon, { day }), dark: iconUrl(item.dark_icon, { day }) },
      tags: item.tags,
      children,
      ...(isOutlineItem(item) ? { outline: true as const } : {}),
    });
  });
  return entries;
}

/** Items per more-menu column unless the sub-site's row gives a group more (header spec section 2). */
const defaultColumnSize = 6;

/** A more-menu group's column size, by its server menu code: 6, or 8 for the EU promotions group. */
export function columnSizeOf(group: NavigationEntry, sizes: Readonly<Record<string, number>>): number {
  return sizes[group.code] ?? defaultColumnSize;
}

/** Splits a long list into columns of `size` (the more-menu: 6, or 8 for the EU promotions group). */
export function toColumns<T>(items: readonly T[], size: number): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}
