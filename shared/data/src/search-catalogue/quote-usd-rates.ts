import type { SpotMarket } from '@site-chrome/data/market-lists';
import { memoisePerList } from '@site-chrome/data/search-catalogue';

/**
 * The USD value of each quote currency, read off the spot list: USDT counts as 1 USD, and any coin with a
 * USDT market is worth its last price. The host's `marketRates` prop wins over these.
 */
export const quoteUsdRatesFromSpot = memoisePerList((markets: readonly SpotMarket[]) => {
  const rates: Record<string, number> = { USDT: 1 };
  for (const market of markets) {
    const price = Number(market.rate);
    if (market.curr_b.toUpperCase() === 'USDT' && Number.isFinite(price) && price > 0) {
      rates[market.curr_a.toUpperCase()] ??= price;
    }
  }
  return rates;
});
