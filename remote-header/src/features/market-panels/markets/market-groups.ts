import type {
  AlphaToken,
  DeliveryContract,
  FuturesContractsResult,
  OptionsUnderlying,
  PilotToken,
  PreMarketCurrencies,
  SpotMarket,
} from '@site-chrome/data/market-lists';
import {
  alphaRow,
  deliveryRow,
  futuresRow,
  memoisePerList,
  newListingsFirst,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
  type AlphaRow,
  type MarketRow,
} from '@site-chrome/data/search-catalogue';

/*
 * Every list is turned into rows once per answer (memoised on the answer's array), so opening a panel or
 * choosing a tab only draws. Sub-tab groups are keyed as the tab list names them: quote or settle in
 * upper case, pre-market groups by their key.
 */

const nowInSeconds = () => Date.now() / 1000;

/** Spot rows grouped by quote currency (the Spot sub-tabs USDT, USDC, BTC, ETH), new listings first. */
export const spotRowsByQuote = memoisePerList((markets: readonly SpotMarket[]) => {
  const now = nowInSeconds();
  const groups = new Map<string, MarketRow[]>();
  for (const market of markets) {
    const quote = market.curr_b.toUpperCase();
    let group = groups.get(quote);
    if (group === undefined) {
      group = [];
      groups.set(quote, group);
    }
    group.push(spotRow(market, now));
  }
  for (const [quote, group] of groups) groups.set(quote, newListingsFirst(group));
  return groups;
});

/** Perpetual futures rows by settle (USDT, BTC), new listings first. */
export const futuresRowsBySettle = memoisePerList((contracts: FuturesContractsResult) => {
  const now = nowInSeconds();
  const groups = new Map<string, MarketRow[]>();
  for (const settle of ['USDT', 'BTC'] as const) {
    const list = contracts[settle];
    groups.set(settle, newListingsFirst((list ?? []).map((contract) => futuresRow(contract, now))));
  }
  return groups;
});

export const deliveryRows = memoisePerList((contracts: readonly DeliveryContract[]) =>
  contracts.map(deliveryRow),
);

export const optionsRows = memoisePerList((underlyings: readonly OptionsUnderlying[]) =>
  underlyings.map(optionsRow),
);

/** Pre-market rows by group (premint, pre_market). */
export const preMarketRowsByGroup = memoisePerList(
  (currencies: PreMarketCurrencies) =>
    new Map<string, MarketRow[]>([
      ['premint', currencies.premint.map(preMarketRow)],
      ['pre_market', currencies.pre_market.map(preMarketRow)],
    ]),
);

export const pilotRows = memoisePerList((tokens: readonly PilotToken[]) => tokens.map(pilotRow));

export const alphaRows = memoisePerList((tokens: readonly AlphaToken[]): AlphaRow[] => tokens.map(alphaRow));
