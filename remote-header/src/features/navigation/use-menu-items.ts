import { useHeaderMenu, type MenuItem } from '@site-chrome/shared/data/header-menu';
import { useRemoteMenuConfig } from '@site-chrome/shared/data/remote-menu-config';

/**
 * The menu for a placement (header spec section 1): the server menu (fresh, else its stored copy), and,
 * when that comes back empty, the remote menu config as the fallback fetch.
 */
export function useMenuItems(platform: 'web' | 'h5'): readonly MenuItem[] {
  const serverMenu = useHeaderMenu({ platform });
  const serverItems = serverMenu.data ?? [];
  const needsFallback = serverMenu.isFetched && serverItems.length === 0;
  const fallback = useRemoteMenuConfig({ platform, enabled: needsFallback });
  return serverItems.length > 0 ? serverItems : fallback.items;
}
