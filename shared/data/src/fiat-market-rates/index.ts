export {
  fiatMarketRatesPath,
  fiatMarketRatesQueryOptions,
  getFiatMarketRates,
  useFiatMarketRates,
} from './fiat-market-rates';
export type { UseFiatMarketRatesOptions } from './fiat-market-rates';
export { parseFiatMarketRatesResponse } from './fiat-market-rates-schema';
