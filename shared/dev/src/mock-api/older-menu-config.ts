/** A top-level item that is an image alone: no title, no title key, an image. */
function isImageItem(item: unknown): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const { title, title_key: titleKey, light_image: image } = item as Record<string, unknown>;
  return !title && !titleKey && typeof image === 'string' && image !== '';
}

/**
 * The older menu configuration (`/api/web/v1/site/menuConfig`) as the mock answers it: the server menu
 * without its top-level image items, which only the new menu system has. So the demo shows which system drew
 * the bar: with `newmenu=main` a regional sub-site loses its promotion image (try `/?site=tr&newmenu=main`).
 */
export function olderMenuConfig(menu: readonly unknown[]): unknown[] {
  return menu.filter((item) => !isImageItem(item));
}
