/** `@site-chrome/rules/search`: matching and ranking for the header search and AggregatedSearch. */
export { escapeRegExp, normalizeQuery, createQueryMatcher, matchesQuery } from './query-matcher';
export { createMarketSearchIndex, marketMatchRanks, rankMarkets } from './market-search-index';
export type { MarketSearchIndex, MarketSearchIndexOptions, MarketSearchRow } from './market-search-index';
export {
  filterAlphaTokens,
  filterFiatOptions,
  filterOptionsRows,
  filterPilotRows,
  filterPreMarketRows,
} from './list-filters';
export { shortenAddress } from './shorten-address';
export { sortAlphaHotList, sortAlphaNewList } from './alpha-lists';
export { highlightMatch } from './highlight-match';
export type { TextPart } from './highlight-match';
