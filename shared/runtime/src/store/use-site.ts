import { resolveSite } from './resolve-site';
import type { SiteDefinition } from '@site-chrome/rules/sites';
import { useChromeStore } from './chrome-store';

/**
 * The page's sub-site: its row of the site table, with every rule that differs between sub-sites as data.
 * The one place a component learns which sub-site it is on; components read the row's fields and never
 * compare sub-site keys or ids themselves. The row is the table's own object, so it is stable between renders.
 */
export function useSite(): SiteDefinition {
  return resolveSite(useChromeStore((state) => state.site));
}
