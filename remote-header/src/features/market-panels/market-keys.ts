/** The market tabs of `/apiw/v2/common/tabs` (header spec section 3, "market tabs"). */
export type MarketKey = 'trade' | 'futures' | 'preMarket' | 'pilot' | 'options' | 'memebox';

/**
 * Dropdown items with an extra-panel key (header spec section 4: spot, futures, options, alpha, pre-market,
 * pilot), by their server menu code, and the market tab each one shows beside the dropdown.
 */
const marketByItemCode: Readonly<Record<string, MarketKey>> = {
  spot: 'trade',
  futures: 'futures',
  usdt_futures: 'futures',
  options: 'options',
  alpha: 'memebox',
  pre_market: 'preMarket',
  pilot: 'pilot',
};

/** Every market an item can show (a fragment server's CSS names each: see server-market-shells). */
export const allMarkets: readonly MarketKey[] = [...new Set(Object.values(marketByItemCode))];

export function extraPanelMarket(code: string): MarketKey | undefined {
  return Object.hasOwn(marketByItemCode, code) ? marketByItemCode[code] : undefined;
}
