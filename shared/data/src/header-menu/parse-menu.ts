import {
  createSkipWarnings,
  isPlainObject,
  limitNesting,
  readStoredList,
} from '@site-chrome/runtime/schemas';
import { menuItemSchema, menuPlatformType } from './menu-item';
import type { MenuItem } from './menu-item';

export type MenuPlacement = 'web' | 'h5';

/** The header draws three levels (item, dropdown group, link); one more is tolerated, deeper is cut. */
export const maximumMenuDepth = 4;

export type ParseMenuOptions = {
  /** 'web' for the header, 'h5' for the side menu. */
  placement: MenuPlacement;
  /** Compliance menu list: tags whose code is listed are dropped. */
  complianceMenuList: readonly string[];
};

const placementPlatform = { web: menuPlatformType.web, h5: menuPlatformType.h5 } as const;

function fitsPlacement(item: MenuItem, placement: MenuPlacement): boolean {
  return item.platform_type === menuPlatformType.all || item.platform_type === placementPlatform[placement];
}

// Items for the other platform are expected in every answer, so they are filtered silently, not warned about.
function applyRules(
  items: readonly MenuItem[],
  options: ParseMenuOptions,
  hidden: ReadonlySet<string>,
): MenuItem[] {
  return items
    .filter((item) => fitsPlacement(item, options.placement))
    .map((item) => ({
      ...item,
      tags: item.tags.filter((tag) => !hidden.has(tag.code)),
      children: applyRules(item.children, options, hidden),
    }));
}

/**
 * Reads the header menu answer `{ code: 0, data: { list: MenuItem[] } }` for one placement.
 * - `data.list` must be an array, else 'Invalid response format' is logged and the menu is empty.
 * - Items (at any depth) for the other platform are dropped; items for all platforms stay.
 * - A top-level item with no title, title_key or image is skipped with one warning.
 * - Tags whose code is in the compliance menu list are dropped.
 */
export function parseMenu(raw: unknown, options: ParseMenuOptions): MenuItem[] {
  const list = limitNesting(
    isPlainObject(raw) && isPlainObject(raw.data) ? raw.data.list : undefined,
    maximumMenuDepth,
    'menu item',
  );
  if (!Array.isArray(list)) {
    console.warn('[schemas] Invalid response format: the menu answer has no data.list array');
    return [];
  }
  const hidden = new Set(options.complianceMenuList);
  const topLevel: MenuItem[] = [];
  const warnings = createSkipWarnings('menu item');
  list.forEach((rawItem: unknown, index) => {
    const result = menuItemSchema.safeParse(rawItem);
    if (!result.success) {
      warnings.skip(rawItem, index, () => 'expected an object');
      return;
    }
    const item = result.data;
    if (!fitsPlacement(item, options.placement)) return;
    const hasImage = item.light_image !== '' || item.dark_image !== '';
    if (item.title === '' && item.title_key === '' && !hasImage) {
      warnings.skip(rawItem, index, () => 'a top-level item needs a title, title_key or image');
      return;
    }
    topLevel.push(item);
  });
  warnings.finish();
  return applyRules(topLevel, options, hidden);
}

/** A stored header menu read back through the item schema (links re-checked, depth cut); null when unusable. */
export function readStoredMenu(stored: unknown): MenuItem[] | null {
  return readStoredList(
    menuItemSchema,
    limitNesting(stored, maximumMenuDepth, 'stored menu item'),
    'menu item',
  );
}
