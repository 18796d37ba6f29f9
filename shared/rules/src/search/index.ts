/** `@site-chrome/rules/search`: matching and ranking for the header search and AggregatedSearch. */
export { normalizeQuery } from './query-matcher';
export { createMarketSearchIndex } from './market-search-index';
export type { MarketSearchIndex, MarketSearchRow } from './market-search-index';
export {
  filterAlphaTokens,
  filterFiatOptions,
  filterOptionsRows,
  filterPairRows,
  filterPilotRows,
  filterPreMarketRows,
} from './list-filters';
export { shortenAddress } from './shorten-address';
export { sortAlphaHotList, sortAlphaNewList } from './alpha-lists';
export { highlightMatch } from './highlight-match';
