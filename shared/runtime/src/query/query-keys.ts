/**
 * Every query key on the page comes from here, so two remotes asking for the same data share one
 * cache entry and one request. Per-language data carries the language in its key, and so does its
 * persisted copy (the storage key is built from the key), so a copy made in another language is never
 * read. Keys take one parameter object at the end: react-query hashes objects with sorted keys, so the
 * order callers write the fields in does not matter.
 *
 * Data that belongs to the signed-in user sits under `account()`, so logging in or out can invalidate
 * all of it at once: `queryClient.invalidateQueries({ queryKey: chromeQueryKeys.account() })`.
 */

/** `timezone` query value of the market list calls: blank for the rolling 24 h window. */
export type MarketTimezone = '' | 'utc0' | 'utc8';

const root = 'chrome' as const;

export const chromeQueryKeys = {
  /** Everything the chrome caches; `invalidateQueries({ queryKey: chromeQueryKeys.all() })` resets it. */
  all: () => [root] as const,

  // Site data (per language where the answer is text in that language).
  headerMenu: (params: { language: string; platform: 'web' | 'h5'; subWebsiteId: number }) =>
    [root, 'site', 'header-menu', params] as const,
  remoteMenuConfig: (params: { language: string; platform: 'web' | 'h5'; subWebsiteId: number }) =>
    [root, 'site', 'remote-menu-config', params] as const,
  footerMenu: (params: { language: string; subWebsiteId: number }) =>
    [root, 'site', 'footer-menu', params] as const,
  commonData: (params: { language: string; subWebsiteId: number }) =>
    [root, 'site', 'common-data', params] as const,
  /** Every language's and sub-site's common data: what a logout corrects (`is_login`). */
  allCommonData: () => [root, 'site', 'common-data'] as const,
  menuTabs: (params: { language: string }) => [root, 'site', 'menu-tabs', params] as const,
  // Per sub-site where the call names it (`sub_website_id`): the answer is that sub-site's (issue 40).
  compliance: (params: { subWebsiteId: number }) => [root, 'site', 'compliance', params] as const,
  announcements: (params: { language: string; subWebsiteId: number }) =>
    [root, 'site', 'announcements', params] as const,
  fiatOptions: () => [root, 'site', 'fiat-options'] as const,
  fiatMarketRates: () => [root, 'site', 'fiat-market-rates'] as const,

  // Market lists for the header panels and search.
  markets: () => [root, 'markets'] as const,
  spotMarkets: (params: { timezone: MarketTimezone }) => [root, 'markets', 'spot', params] as const,
  futuresContracts: (params: { timezone: MarketTimezone }) => [root, 'markets', 'futures', params] as const,
  deliveryContracts: () => [root, 'markets', 'delivery'] as const,
  optionsUnderlyings: (params: { market: string }) => [root, 'markets', 'options', params] as const,
  pilotTokens: (params: { timezone: MarketTimezone }) => [root, 'markets', 'pilot', params] as const,
  alphaTokens: (params: { timezone: MarketTimezone }) => [root, 'markets', 'alpha', params] as const,
  preMarketCurrencies: () => [root, 'markets', 'pre-market'] as const,

  // The signed-in user's data.
  account: () => [root, 'account'] as const,
  userInfo: () => [root, 'account', 'user-info'] as const,
  accountMode: () => [root, 'account', 'mode'] as const,
  crossMarginInfo: () => [root, 'account', 'cross-margin'] as const,
  kycStatus: () => [root, 'account', 'kyc-status'] as const,
  userTier: (params: { kycLevel: number }) => [root, 'account', 'user-tier', params] as const,
  notices: (params: { tab: string; language: string }) => [root, 'account', 'notices', params] as const,
  /** Under `account()`: who reads (nickname, sub-account) decides whether they may post. */
  chatRoom: (params: { language: string; nickname: string; isSubAccount: boolean }) =>
    [root, 'account', 'chat-room', params] as const,
};
