import { sitePathPrefix, withPathPrefix } from './path-prefix';
import { type SiteDefinition } from './site-table';

/**
 * The same page in another language (header spec section 2): the sub-site's base path, then `/{lang}`
 * unless it is the sub-site's own language (English on the global site), then the current path, query
 * and fragment.
 */
export function languageUrl(
  site: SiteDefinition,
  language: string,
  path: string,
  { search = '', hash = '' }: { search?: string; hash?: string } = {},
): string {
  return `${withPathPrefix(sitePathPrefix(site, language), path)}${search}${hash}`;
}
