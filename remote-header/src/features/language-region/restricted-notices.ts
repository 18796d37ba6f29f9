/** Languages whose option carries a restricted-location notice (header spec section 9), by option code. */
const restrictedLanguageNotices = {
  de: 'languageRegion.countries.de',
  fr: 'languageRegion.countries.fr',
  es: 'languageRegion.countries.es',
} as const satisfies Record<string, string>;

export function restrictedNoticeKey(language: string): string | undefined {
  return Object.hasOwn(restrictedLanguageNotices, language)
    ? restrictedLanguageNotices[language as keyof typeof restrictedLanguageNotices]
    : undefined;
}
