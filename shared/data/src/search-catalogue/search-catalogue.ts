import { coinIconUrl, iconUrl } from '@site-chrome/runtime/schemas';
import type {
  AlphaToken,
  FuturesContractsResult,
  OptionsUnderlying,
  PilotToken,
  PreMarketCurrencies,
  SpotMarket,
} from '@site-chrome/data/market-lists';
import type { FiatOption } from '@site-chrome/data/fiat-options';
import {
  createMarketSearchIndex,
  type MarketSearchIndex,
  type MarketSearchRow,
} from '@site-chrome/rules/search';
import {
  alphaRow,
  futuresRow,
  memoisePerList,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
  type MarketRow,
} from './market-rows';

/** The result groups of the aggregated search, in the order they are shown (one tab each). */
export const searchKinds = ['spot', 'futures', 'options', 'preMarket', 'pilot', 'alpha', 'fiat'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * One thing a search can find. The `MarketSearchRow` fields are what the spec's ranking reads (base,
 * quote, then pair or name); each kind fills them from the fields its own search rule names (header spec
 * section 5), so one ranking serves every kind. `row` is what is drawn and where it leads.
 */
export interface SearchEntry extends MarketSearchRow {
  kind: SearchKind;
  row: MarketRow;
  /** Spot: the quote volume, which orders the hot searches; 0 elsewhere. */
  volume: number;
  /** Fiat results: the coin bought and the fiat paid with. */
  buy?: { coin: string; fiat: string };
}

/** Every list the search reads, as their endpoints return them; a list not loaded yet is undefined. */
export interface SearchLists {
  spot?: readonly SpotMarket[];
  futures?: FuturesContractsResult;
  options?: readonly OptionsUnderlying[];
  preMarket?: PreMarketCurrencies;
  pilot?: readonly PilotToken[];
  alpha?: readonly AlphaToken[];
  fiat?: readonly FiatOption[];
}

const upper = (text: string) => text.toUpperCase();

/** "PEPE/USDT" or "PEPE_USDT" -> PEPE and USDT: on-chain tokens rank by their pair as shown. */
function splitShownPair(shownPair: string): { curr_a: string; curr_b: string } {
  const [currencyA = '', currencyB = ''] = shownPair.split(/[/_]/);
  return { curr_a: currencyA, curr_b: currencyB };
}

function entry(kind: SearchKind, row: MarketRow, match: MarketSearchRow, volume = 0): SearchEntry {
  return { kind, row, volume, ...match };
}

function buyEntry(coin: string, fiat: string): SearchEntry {
  const buy = { coin: upper(coin), fiat: upper(fiat) };
  const code = buy.coin === 'USDT' ? buy.fiat : buy.coin;
  return {
    ...entry('fiat', buyCryptoRow(buy.coin, buy.fiat), { curr_a: code, curr_b: '', pair: code }),
    buy,
  };
}

const spotEntries = memoisePerList((markets: readonly SpotMarket[]) => {
  const nowSeconds = Date.now() / 1000;
  return markets.map((market) => entry('spot', spotRow(market, nowSeconds), market, market.quote_volume));
});

const futuresEntries = memoisePerList((result: FuturesContractsResult) => {
  const nowSeconds = Date.now() / 1000;
  const contracts = 'USDT' in result ? [...result.USDT, ...result.BTC] : [];
  return contracts.map((contract) =>
    entry('futures', futuresRow(contract, nowSeconds), {
      curr_a: contract.curr_a,
      curr_b: contract.curr_b,
      pair: contract.name,
      name: contract.full_name,
      opening_time: contract.opening_time,
    }),
  );
});

// Options match their pair without the underscore (spec section 5); the pair as written matches too.
const optionsEntries = memoisePerList((underlyings: readonly OptionsUnderlying[]) =>
  underlyings.map((underlying) => {
    const [currencyA = '', currencyB = ''] = underlying.pair.split('_');
    return entry('options', optionsRow(underlying), {
      curr_a: currencyA,
      curr_b: currencyB,
      pair: underlying.pair.replaceAll('_', ''),
      name: underlying.pair,
    });
  }),
);

// Pre-market matches market or currency; a currency in both lists is one result.
const preMarketEntries = memoisePerList((currencies: PreMarketCurrencies) => {
  const seen = new Set<string>();
  return [...currencies.pre_market, ...currencies.premint]
    .filter((currency) => {
      const code = upper(currency.currency);
      if (seen.has(code)) return false;
      seen.add(code);
      return true;
    })
    .map((currency) =>
      entry('preMarket', preMarketRow(currency), {
        curr_a: currency.currency,
        curr_b: '',
        pair: currency.market,
      }),
    );
});

// Pilot and Alpha tokens match their pair as shown or their contract address.
const pilotEntries = memoisePerList((tokens: readonly PilotToken[]) =>
  tokens.map((token) =>
    entry('pilot', pilotRow(token), {
      ...splitShownPair(token.show_pair || token.name),
      pair: token.show_pair,
      name: token.address,
    }),
  ),
);

const alphaEntries = memoisePerList((tokens: readonly AlphaToken[]) =>
  tokens.map((token) =>
    entry('alpha', alphaRow(token), {
      ...splitShownPair(token.show_pair || token.market),
      pair: token.show_pair,
      name: token.address,
    }),
  ),
);

/** Fiat matches its code. The row leads to buying crypto with that fiat. */
const fiatEntries = memoisePerList((options: readonly FiatOption[]) =>
  options.map((option) => buyEntry('USDT', option.fiat)),
);

/**
 * Where the icon of a fiat currency lives (header spec section 7: `/images/coin_icon/fiat/{fiat}2x.png`),
 * through the one image helper (quality 75, day number).
 */
export function fiatIconUrl(fiat: string): string {
  return iconUrl(`/images/coin_icon/fiat/${encodeURIComponent(fiat)}2x.png`);
}

/** A "buy `coin` with `fiat`" row, leading to the buy-crypto page (header spec section 2). */
function buyCryptoRow(coin: string, fiat: string): MarketRow {
  const crypto = upper(coin);
  const currency = upper(fiat);
  return {
    key: `buy:${crypto}:${currency}`,
    pair: crypto === 'USDT' ? currency : crypto,
    fullName: '',
    icon: crypto === 'USDT' ? fiatIconUrl(currency) : coinIconUrl(crypto),
    chainIcon: '',
    path: `/crypto/buy?crypto=${encodeURIComponent(crypto)}&fiat=${encodeURIComponent(currency)}`,
    isST: false,
    price: '',
    change: undefined,
    tags: [],
    opensAt: 0,
    shortAddress: '',
  };
}

type EntriesBuilder<List> = (list: List) => SearchEntry[];

/** One index per list answer, built when the answer arrives: a keystroke only ranks. */
function indexed<List extends object>(build: EntriesBuilder<List>) {
  return memoisePerList((list: List): MarketSearchIndex<SearchEntry> => createMarketSearchIndex(build(list)));
}

const indexes = {
  spot: indexed(spotEntries),
  futures: indexed(futuresEntries),
  options: indexed(optionsEntries),
  preMarket: indexed(preMarketEntries),
  pilot: indexed(pilotEntries),
  alpha: indexed(alphaEntries),
  fiat: indexed(fiatEntries),
} satisfies { [Kind in SearchKind]: (list: never) => MarketSearchIndex<SearchEntry> };

export interface SearchGroup {
  kind: SearchKind;
  /** Ranked: new listings first by opening time, then exact base, base prefix, exact quote, base contains, quote contains, name or pair contains. */
  entries: SearchEntry[];
}

export interface SearchOptions {
  /** The fiat a "buy the coin" result uses (the page's fiat if it can buy crypto, else the default P2P fiat). */
  buyFiat: string;
}

const noEntries: SearchEntry[] = [];

function rankList<List extends object>(
  list: List | undefined,
  index: (list: List) => MarketSearchIndex<SearchEntry>,
  query: string,
): SearchEntry[] {
  return list === undefined ? noEntries : index(list).rank(query);
}

/**
 * Builds the index of every list that has arrived, without ranking anything: what a search does on its
 * first keystroke, done ahead (in idle time) so that keystroke only ranks.
 */
export function indexEverything(lists: SearchLists): void {
  for (const kind of searchKinds) {
    const list = lists[kind];
    if (list !== undefined) (indexes[kind] as (list: object) => MarketSearchIndex<SearchEntry>)(list);
  }
}

/**
 * Searches every list for one query: one ranked group per kind, in `searchKinds` order, empty groups
 * included (a tab can say "No data"). The fiat group starts with buying the best-matching coin.
 */
export function searchEverything(
  lists: SearchLists,
  query: string,
  { buyFiat }: SearchOptions,
): SearchGroup[] {
  const spot = rankList(lists.spot, indexes.spot, query);
  const fiat = rankList(lists.fiat, indexes.fiat, query);
  const bestCoin = spot[0]?.curr_a;
  const buyCoin = bestCoin && buyFiat !== '' ? [buyEntry(bestCoin, buyFiat)] : noEntries;
  const ranked: Record<SearchKind, SearchEntry[]> = {
    spot,
    futures: rankList(lists.futures, indexes.futures, query),
    options: rankList(lists.options, indexes.options, query),
    preMarket: rankList(lists.preMarket, indexes.preMarket, query),
    pilot: rankList(lists.pilot, indexes.pilot, query),
    alpha: rankList(lists.alpha, indexes.alpha, query),
    fiat: [...buyCoin, ...fiat],
  };
  return searchKinds.map((kind) => ({ kind, entries: ranked[kind] }));
}

/** How many hot searches are shown. */
const hotSearchCount = 8;

const hotSpotEntries = memoisePerList((spot: readonly SpotMarket[]) =>
  spotEntries(spot)
    .filter((candidate) => candidate.row.opensAt === 0 && !candidate.row.isST)
    .sort((first, second) => second.volume - first.volume)
    .slice(0, hotSearchCount),
);

/** Hot searches before typing: the open, non-ST spot markets with the most quote volume. */
export function hotSearches(spot: readonly SpotMarket[] | undefined): SearchEntry[] {
  return spot ? hotSpotEntries(spot) : noEntries;
}
