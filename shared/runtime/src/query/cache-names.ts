/**
 * Storage names of the persisted caches (header spec section 9). Each is the persister `prefix`, so a
 * copy is stored as `<cache name>-<query hash>`; the hash holds the query key, language and parameters
 * included, so every language, time zone or market has its own copy.
 */
export const chromeCacheNames = {
  /**
   * Not named by the spec: the header's server menu, so navigation survives a failing API. The main site's
   * name; each regional sub-site keeps its menu under its own name (`headerMenuCacheName`).
   */
  headerMenu: 'header_menu_v2',
  menuTabs: 'menu_web_trade_v2',
  spotMarkets: 'all_market_v2',
  futuresContracts: 'apiFutureContracts_v2',
  optionsUnderlyings: 'options_data',
  preMarketCurrencies: 'preMarket_v2',
  pilotTokens: 'pilot_market_data',
  alphaTokens: 'alpha_market_data',
  fiatOptions: 'buy_crypto_fiat_setting',
} as const;

/**
 * Header spec section 6: "other sub-sites use their own cache names". `header_menu_v2` on the main site,
 * `header_menu_v2_177` on Turkey's, so one sub-site's stored menus can be dropped without the others'.
 */
export function headerMenuCacheName(subWebsiteId: number): `${typeof chromeCacheNames.headerMenu}${string}` {
  return subWebsiteId === 0 ? chromeCacheNames.headerMenu : `${chromeCacheNames.headerMenu}_${subWebsiteId}`;
}

export type ChromeCacheName =
  (typeof chromeCacheNames)[keyof typeof chromeCacheNames] | ReturnType<typeof headerMenuCacheName>;
