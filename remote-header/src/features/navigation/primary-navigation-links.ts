/**
 * Top-level links shown while the server menu loads or when neither the API nor the cache has one
 * (header spec section 2). Codes match the server menu's, so the same visibility rules hide them.
 */
export const primaryNavigationLinks = [
  { code: 'buy_crypto', labelKey: 'navigation.buyCrypto', path: '/buy-sell-crypto' },
  { code: 'markets', labelKey: 'navigation.markets', path: '/price' },
  { code: 'trade', labelKey: 'navigation.trade', path: '/trade/BTC_USDT' },
  { code: 'futures', labelKey: 'navigation.futures', path: '/futures/USDT/BTC_USDT' },
  { code: 'earn', labelKey: 'navigation.earn', path: '/simple-earn' },
] as const;
