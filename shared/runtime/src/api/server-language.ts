/** Languages whose server code differs from the UI code (header spec section 7); the rest pass through. */
const serverLanguageByUiLanguage: Readonly<Record<string, string>> = {
  zh: 'cn',
  'zh-tw': 'tw',
  pt: 'pt-PT',
  'pt-br': 'pt-BR',
};

/** The `X-Gate-AppLang` value for a UI language code (matched case-insensitively). */
export function toServerLanguage(language: string): string {
  return serverLanguageByUiLanguage[language.trim().toLowerCase()] ?? language;
}
