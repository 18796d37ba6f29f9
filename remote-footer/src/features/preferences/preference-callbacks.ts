import type { ResolvedChromeProps } from '@site-chrome/runtime';

/** The host's say in what a language or fiat chosen in the footer does (ARCHITECTURE props). */
type PreferenceCallbacks = Pick<
  ResolvedChromeProps,
  'onLanguageChange' | 'onFiatChange' | 'fiatChange' | 'onSiteChange'
>;

/** The callbacks, and which choosers the page variant offers (its `language` and `exchangeRate` parts). */
export interface PreferenceChoosersProps extends PreferenceCallbacks {
  showLanguage: boolean;
  showCurrency: boolean;
}
