/** Locales the site chrome ships, in the order the language picker lists them. */
export const supportedLanguages = [
  'en',
  'zh',
  'zh-tw',
  'ar',
  'tr',
  'ja',
  'ko',
  'de',
  'fr',
  'es',
  'pt',
  'pt-br',
  'vi',
  'ru',
] as const;

export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

const rightToLeftLanguages: ReadonlySet<string> = new Set(['ar']);

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** Text direction for a language; the chrome sets it as `dir` on each remote's root element. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return rightToLeftLanguages.has(language.toLowerCase()) ? 'rtl' : 'ltr';
}
