import { normalizeQuery } from './query-matcher';

/** The fields a spot or futures market row needs to be searched. */
export interface MarketSearchRow {
  /** Base currency, e.g. `BTC`. */
  curr_a: string;
  /** Quote currency, e.g. `USDT`. */
  curr_b: string;
  /** e.g. `BTC_USDT`. */
  pair: string;
  name?: string | null;
  /** Opening time in epoch seconds; a future value marks a new listing. */
  opening_time?: number | string | null;
}

export interface MarketSearchIndexOptions {
  /** Clock in epoch milliseconds, read once per `rank` call. Default `Date.now`. */
  now?: () => number;
}

export interface MarketSearchIndex<Row> {
  readonly size: number;
  /** Matching rows, best first: new listings by opening time, then by match rank, stable within a rank. */
  rank(query: string): Row[];
}

/** Lower rank sorts first (header spec section 5). */
const marketMatchRanks = {
  exactBase: 0,
  basePrefix: 1,
  exactQuote: 2,
  baseContains: 3,
  quoteContains: 4,
  nameOrPairContains: 5,
} as const;

const rankCount = 6;
const noMatch = -1;

interface NewListing<Row> {
  row: Row;
  openingTimeMs: number;
  rank: number;
}

function lowerCased(value: string | null | undefined): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

function openingTimeInMs(value: MarketSearchRow['opening_time']): number {
  const seconds = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== '' && Number.isFinite(seconds) ? seconds * 1000 : Number.NaN;
}

/**
 * Lower-cases every searchable field once per list, so each keystroke costs only substring tests:
 * ranking 10,000 markets stays well under the 2 ms budget (see scripts/bench/search-bench.ts).
 */
export function createMarketSearchIndex<Row extends MarketSearchRow>(
  rows: readonly Row[],
  { now = Date.now }: MarketSearchIndexOptions = {},
): MarketSearchIndex<Row> {
  const bases = rows.map((row) => lowerCased(row.curr_a));
  const quotes = rows.map((row) => lowerCased(row.curr_b));
  const names = rows.map((row) => lowerCased(row.name));
  const pairs = rows.map((row) => lowerCased(row.pair));
  const openingTimesMs = Float64Array.from(rows, (row) => openingTimeInMs(row.opening_time));

  function rankOf(index: number, query: string): number {
    const base = bases[index] ?? '';
    if (base === query) return marketMatchRanks.exactBase;
    if (base.startsWith(query)) return marketMatchRanks.basePrefix;
    const quote = quotes[index] ?? '';
    if (quote === query) return marketMatchRanks.exactQuote;
    if (base.includes(query)) return marketMatchRanks.baseContains;
    if (quote.includes(query)) return marketMatchRanks.quoteContains;
    if ((names[index] ?? '').includes(query) || (pairs[index] ?? '').includes(query)) {
      return marketMatchRanks.nameOrPairContains;
    }
    return noMatch;
  }

  // The rows the last query matched. Every field test is "contains" (or stricter), so a row matching
  // "btc" also matched "bt": while the reader types on, only the last matches are tested again. That keeps a
  // keystroke over 10,000 markets to the few hundred still in play (issue 11, keystroke to paint).
  let last: { query: string; matches: number[] } | undefined;

  function candidates(query: string): Iterable<number> {
    if (last && query !== '' && last.query !== '' && query.startsWith(last.query)) return last.matches;
    return rows.keys();
  }

  function rank(query: string): Row[] {
    const normalizedQuery = normalizeQuery(query).toLowerCase();
    const nowMs = now();
    const buckets: Row[][] = Array.from({ length: rankCount }, () => []);
    const newListings: NewListing<Row>[] = [];
    const matches: number[] = [];

    for (const index of candidates(normalizedQuery)) {
      // A blank query keeps every row in list order, still with new listings on top.
      const rowRank = normalizedQuery === '' ? marketMatchRanks.exactBase : rankOf(index, normalizedQuery);
      if (rowRank === noMatch) continue;
      matches.push(index);
      const row = rows[index] as Row;
      const openingTimeMs = openingTimesMs[index] ?? Number.NaN;
      if (openingTimeMs > nowMs) newListings.push({ row, openingTimeMs, rank: rowRank });
      else buckets[rowRank]?.push(row);
    }
    last = { query: normalizedQuery, matches };

    newListings.sort(
      (first, second) => first.openingTimeMs - second.openingTimeMs || first.rank - second.rank,
    );
    return [...newListings.map((listing) => listing.row), ...buckets.flat()];
  }

  return { size: rows.length, rank };
}

/** One-off form for small lists; build an index once when the same list is searched per keystroke. */
export function rankMarkets<Row extends MarketSearchRow>(
  rows: readonly Row[],
  query: string,
  options?: MarketSearchIndexOptions,
): Row[] {
  return createMarketSearchIndex(rows, options).rank(query);
}
