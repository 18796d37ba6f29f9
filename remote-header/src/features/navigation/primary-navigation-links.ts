/** Primary links of the top bar (header spec section 2); the server menu refines them in a later step. */
export const primaryNavigationLinks = [
  { labelKey: 'navigation.buyCrypto', path: '/buy-sell-crypto' },
  { labelKey: 'navigation.markets', path: '/price' },
  { labelKey: 'navigation.trade', path: '/trade/BTC_USDT' },
  { labelKey: 'navigation.futures', path: '/futures/USDT/BTC_USDT' },
  { labelKey: 'navigation.earn', path: '/simple-earn' },
] as const;
