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
export { fiatIconUrl, hotSearches, indexEverything, searchEverything, searchKinds } from './search-catalogue';
export type { SearchEntry, SearchGroup, SearchKind, SearchLists, SearchOptions } from './search-catalogue';
