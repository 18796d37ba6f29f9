/**
 * Which choosers the page variant offers (its `language` and `exchangeRate` parts). The host's say in what a
 * choice does (`onLanguageChange`, `onFiatChange`, `fiatChange`, `onSiteChange`) comes from `useHostCallbacks()`.
 */
export interface PreferenceChoosersProps {
  showLanguage: boolean;
  showCurrency: boolean;
}
