import { sitePathPrefix, withPathPrefix } from './path-prefix';
import { type SiteDefinition } from './site-table';

/**
 * The same page in another language (header spec section 2, "Language URLs: base path plus /{lang}
 * (nothing added for en) plus the current path"): the sub-site's base path, then `/{lang}` for every
 * language but English (on the Turkish and Japanese sites too, whose readers mostly read Turkish and
 * Japanese), then the current path, query and fragment. `path` is the page path without a language
 * segment, as the host passes it. The server's `lang_prefix` is not used: it is the prefix of the page's
 * current language, not of the one chosen.
 */
export function languageUrl(
  site: SiteDefinition,
  language: string,
  path: string,
  { search = '', hash = '' }: { search?: string; hash?: string } = {},
): string {
  return `${withPathPrefix(sitePathPrefix(site, language), path)}${search}${hash}`;
}
