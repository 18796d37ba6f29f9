/** The global default pair, which the server menu's trade links carry whatever the sub-site. */
const globalTradePath = /^\/trade\/BTC_USDT(?=$|[?#])/;

/**
 * Header spec sections 2 and 9: trade links lead to the sub-site's default pair (BTC_TRY, BTC_SGD,
 * BTC_USDC, BTC_JPY), query included (`?tab=isolated_margin` stays).
 */
export function withRegionalTradePair(path: string, tradePair: string): string {
  return path.replace(globalTradePath, `/trade/${tradePair}`);
}
