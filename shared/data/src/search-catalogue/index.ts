export {
  alphaRow,
  deliveryRow,
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
export { listedCoinsFromSpot, quoteUsdRatesFromSpot } from './quote-usd-rates';
export { fiatIconUrl, hotSearches, indexEverything, searchEverything, searchKinds } from './search-catalogue';
export type { SearchEntry, SearchGroup, SearchKind, SearchLists } from './search-catalogue';
