/**
 * The menu feature flags (header spec section 3, "menu feature flags payWith, tabSearch, extraPanel, testnet,
 * moreMenu, subSiteTrade"): one typed set, which the host passes as `menuFeatures` and the header reads. The
 * spec names the flags and not what each switches; each switches the part its name names (see
 * docs/decisions/menu-features-and-dynamic-data.md).
 */
export const menuFeatureFlags = [
  'payWith',
  'tabSearch',
  'extraPanel',
  'testnet',
  'moreMenu',
  'subSiteTrade',
] as const;

type MenuFeatureFlag = (typeof menuFeatureFlags)[number];
export type MenuFeatures = Readonly<Record<MenuFeatureFlag, boolean>>;

/** What the header did before the flags existed, so a host that passes none sees no change. */
export const defaultMenuFeatures: MenuFeatures = {
  /** The exchange-rate tab's "Pay with" panel. */
  payWith: true,
  /** The search box above a market panel's tabs. */
  tabSearch: true,
  /** The market panel beside the Trade and Futures dropdowns. */
  extraPanel: true,
  /** The menu as on the testnet site, as the `variant.testnet` flag: either one turns it on. */
  testnet: false,
  /** The server menu's "More" group. */
  moreMenu: true,
  /** Trade links lead to the sub-site's own default pair (BTC_TRY, ...) rather than BTC_USDT. */
  subSiteTrade: true,
};

/** The server menu code of the more-menu group. */
export const moreMenuCode = 'more';

/** The pair trade links carry when `subSiteTrade` is off: the global one. */
export function tradePairFor(features: MenuFeatures, siteTradePair: string): string {
  return features.subSiteTrade ? siteTradePair : 'BTC_USDT';
}

/**
 * Header spec section 6: "The new menu system is used only for the main site when an environment switch is
 * on". Off (the default), every sub-site uses it; on, the regional sub-sites take their menu from the older
 * menu configuration instead.
 */
export function usesNewMenuSystem(subWebsiteId: number, newMenuMainSiteOnly: boolean): boolean {
  return !newMenuMainSiteOnly || subWebsiteId === 0;
}
