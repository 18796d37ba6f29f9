import { sitePathPrefix, withPathPrefix, type SiteDefinition } from '@site-chrome/shared';

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

/** Languages whose option carries a restricted-location notice (header spec section 9), by option code. */
export const restrictedLanguageNotices = {
  de: 'languageRegion.countries.de',
  fr: 'languageRegion.countries.fr',
  es: 'languageRegion.countries.es',
} as const satisfies Record<string, string>;

export function restrictedNoticeKey(language: string): string | undefined {
  return Object.hasOwn(restrictedLanguageNotices, language)
    ? restrictedLanguageNotices[language as keyof typeof restrictedLanguageNotices]
    : undefined;
}
