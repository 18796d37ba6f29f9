/** `@site-chrome/shared/search`: matching and ranking for the header search and AggregatedSearch. */
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
export {
  alphaRow,
  deliveryRow,
  displayPair,
  formatChange,
  futuresRow,
  memoisePerList,
  newListingsFirst,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
} from './market-rows';
export type { AlphaRow, MarketRow, MarketRowTag } from './market-rows';
export { highlightMatch } from './highlight-match';
export type { TextPart } from './highlight-match';
export { fiatIconUrl, hotSearches, indexEverything, searchEverything, searchKinds } from './search-catalogue';
export type { SearchEntry, SearchGroup, SearchKind, SearchLists, SearchOptions } from './search-catalogue';
export { useComboboxKeys } from './use-combobox-keys';
export type { ComboboxKeysOptions } from './use-combobox-keys';
