import type { SpotMarket } from '@site-chrome/data/market-lists';
import { memoisePerList } from './market-rows';

/**
 * The USD value of each quote currency, read off the spot list: USDT counts as 1 USD, and any coin with a
 * USDT market is worth its last price. AggregatedSearch computes them when its host passes no `marketRates`;
 * the header passes them from the spot list it shares with the search (one list, one answer).
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

/**
 * The coins the exchange lists (every base and quote of the spot list, upper case): the coins whose icons the
 * icon host has, and so AggregatedSearch's `coinIconWhitelist` from the header. A coin outside it (a
 * pre-market coin not listed yet) gets a lettered badge instead of a request that would fail.
 */
export const listedCoinsFromSpot = memoisePerList((markets: readonly SpotMarket[]) => {
  const coins = new Set<string>();
  for (const market of markets) {
    if (market.curr_a !== '') coins.add(market.curr_a.toUpperCase());
    if (market.curr_b !== '') coins.add(market.curr_b.toUpperCase());
  }
  return [...coins].sort();
});
