import { hashKey, type DehydratedState } from '@tanstack/react-query';
import type { MenuItem } from '@site-chrome/data/header-menu';

/*
 * The bar's menu travels once, as HTML (issue 41, item 5). The server draws every dropdown's contents in
 * its markup; what hydration reads of the menu is only what the bar draws itself: each top-level item's
 * title, link and images, and of the items below it no more than decides whether the group is drawn (a
 * code the visibility rules may hide, the server's hidden flag, a group's own link). That outline replaces
 * the menu in the hydration data, under a key of its own; the whole menu is asked for on the first interest
 * in a dropdown, and until it comes React keeps the server's markup of the dropdowns (NavigationGroup).
 */

/**
 * An item of the outline: short keys, and a field only where it differs from the default. An item below the
 * top level with no children and not hidden is its code alone.
 */
type OutlineEntry = OutlineItem | string;

interface OutlineItem {
  /** code */
  c?: string;
  /** title (top level) */
  t?: string;
  /**
   * title_key (top level). Sent with the title too: the label is the key's text when the page language has
   * it (navigation-model.ts), so hydration must read the key the server's render read.
   */
  k?: string;
  /** jump_url: the link at the top level; below it '/' standing for "has a link of its own". */
  u?: string;
  /** an external link (jump_type 2, a new window; top level) */
  x?: 1;
  /** hidden (nothing else of a hidden item is read) */
  h?: 1;
  /** light_image and dark_image (top level: an item may be an image alone) */
  i?: [string, string];
  /** children */
  n?: OutlineEntry[];
}

function outlineOf(item: MenuItem, topLevel: boolean): OutlineEntry {
  if (item.hidden) return { h: 1 };
  if (!topLevel && item.children.length === 0) return item.code;
  const outline: OutlineItem = {};
  if (item.code) outline.c = item.code;
  if (topLevel) {
    if (item.title) outline.t = item.title;
    if (item.title_key) outline.k = item.title_key;
    if (item.jump_url) outline.u = item.jump_url;
    if (item.target === '_blank') outline.x = 1;
    if (item.light_image || item.dark_image) outline.i = [item.light_image, item.dark_image];
  } else if (item.jump_url && item.children.length > 0) outline.u = '/';
  if (item.children.length > 0) outline.n = item.children.map((child) => outlineOf(child, false));
  return outline;
}

/** The key the outline of a menu query travels under: the menu's own, with 'outline' at the end. */
function outlineKeyOf(menuKey: readonly unknown[]): readonly unknown[] {
  return [...menuKey, 'outline'];
}

/** The bar's menu queries (the server menu and the menu config, of the header's web placement). */
function isBarMenuKey(key: readonly unknown[]): boolean {
  const params = key[3] as { platform?: unknown } | undefined;
  return (
    key[0] === 'chrome' &&
    key[1] === 'site' &&
    (key[2] === 'header-menu' || key[2] === 'remote-menu-config') &&
    params?.platform === 'web'
  );
}

/**
 * The header fragment's hydration data (`ServerPart.hydrationQueries`): the bar's menu as its outline, under
 * the outline's key; every other query as it is.
 */
export function withMenuOutlines(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (!isBarMenuKey(query.queryKey) || !Array.isArray(query.state.data)) return query;
      const queryKey = outlineKeyOf(query.queryKey);
      const items = query.state.data as MenuItem[];
      return {
        ...query,
        queryKey,
        queryHash: hashKey(queryKey),
        state: { ...query.state, data: items.map((item) => outlineOf(item, true)) },
      };
    }),
  };
}

/** The key of the outline hydration brings in place of this menu query's answer. */
export const menuOutlineKey = outlineKeyOf;

/** Menu items made from an outline: their children stand in for the real ones, whose contents are markup. */
const fromOutline = new WeakSet<MenuItem>();

/** Whether the item was made from the outline (its dropdown's contents are the server's markup only). */
export function isOutlineItem(item: MenuItem): boolean {
  return fromOutline.has(item);
}

const isOutlineEntry = (value: unknown): value is OutlineEntry =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function menuItemOf(entry: OutlineEntry): MenuItem {
  const outline: OutlineItem = typeof entry === 'string' ? { c: entry } : entry;
  const images = Array.isArray(outline.i) ? outline.i : [];
  const external = outline.x === 1;
  const item: MenuItem = {
    code: text(outline.c),
    title: text(outline.t),
    title_key: text(outline.k),
    desc: '',
    desc_key: '',
    light_image: text(images[0]),
    dark_image: text(images[1]),
    light_icon: '',
    dark_icon: '',
    jump_type: external ? 2 : 1,
    hidden: outline.h === 1,
    jump_url: text(outline.u),
    show_mode: 1,
    platform_type: 1,
    tags: [],
    target: external ? '_blank' : '_self',
    children: Array.isArray(outline.n) ? outline.n.filter(isOutlineEntry).map(menuItemOf) : [],
  };
  fromOutline.add(item);
  return item;
}

/**
 * The menu items an outline stands for (the query's `select`): what the bar's first render reads, the same
 * as the whole menu gives it. Anything but a list is no outline (undefined): the page asks for the menu.
 */
export function menuFromOutline(data: unknown): MenuItem[] | undefined {
  if (!Array.isArray(data)) return undefined;
  return data.filter(isOutlineEntry).map(menuItemOf);
}
