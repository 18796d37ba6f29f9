import type { ResolvedChromeProps } from '@site-chrome/shared';

/** The host's say in what a language or fiat chosen in the footer does (ARCHITECTURE props). */
export type PreferenceCallbacks = Pick<
  ResolvedChromeProps,
  'onLanguageChange' | 'onFiatChange' | 'fiatChange' | 'onSiteChange'
>;
