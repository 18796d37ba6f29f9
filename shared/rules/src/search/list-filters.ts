import { createQueryMatcher, normalizeQuery } from './query-matcher';

type TextField = string | null | undefined;

function filterByAnyField<Row>(
  rows: readonly Row[],
  query: string,
  fields: (row: Row) => readonly TextField[],
): Row[] {
  const matches = createQueryMatcher(query);
  return rows.filter((row) => fields(row).some(matches));
}

function withoutUnderscores(text: TextField): string {
  return (text ?? '').replaceAll('_', '');
}

/** "BTC/USDT", "BTC_USDT" and "BTC USDT" all as "BTCUSDT". */
function withoutPairSeparators(text: TextField): string {
  return (text ?? '').replace(/[\s/_-]+/g, '');
}

/**
 * Options rows match their pair with the underscore removed (`BTC_USDT` as `BTCUSDT`). The query loses
 * its underscores too, so typing the pair as shown (`btc_usdt`) still finds it.
 */
export function filterOptionsRows<Row extends { pair: string }>(rows: readonly Row[], query: string): Row[] {
  const matches = createQueryMatcher(withoutUnderscores(normalizeQuery(query)));
  return rows.filter((row) => matches(withoutUnderscores(row.pair)));
}

export function filterPilotRows<Row extends { show_pair?: TextField; address?: TextField }>(
  rows: readonly Row[],
  query: string,
): Row[] {
  return filterByAnyField(rows, query, (row) => [row.show_pair, row.address]);
}

export function filterPreMarketRows<Row extends { market?: TextField; currency?: TextField }>(
  rows: readonly Row[],
  query: string,
): Row[] {
  return filterByAnyField(rows, query, (row) => [row.market, row.currency]);
}

export function filterFiatOptions<Row extends { fiat: string }>(rows: readonly Row[], query: string): Row[] {
  return filterByAnyField(rows, query, (row) => [row.fiat]);
}

export function filterAlphaTokens<Row extends { show_pair?: TextField; address?: TextField }>(
  rows: readonly Row[],
  query: string,
): Row[] {
  return filterByAnyField(rows, query, (row) => [row.show_pair, row.address]);
}

/**
 * Spot, futures and delivery rows (issue 43, docs/decisions/menu-features-market-search.md) match their pair
 * with its separator removed, so "btcusdt", "btc_usdt" and "btc/usdt" all find BTC/USDT, or their full name
 * ("Bitcoin"). A query that is only separators matches every row.
 */
export function filterPairRows<Row extends { pair: string; fullName?: TextField }>(
  rows: readonly Row[],
  query: string,
): Row[] {
  const matchesPair = createQueryMatcher(withoutPairSeparators(normalizeQuery(query)));
  const matchesName = createQueryMatcher(query);
  return rows.filter((row) => matchesPair(withoutPairSeparators(row.pair)) || matchesName(row.fullName));
}
