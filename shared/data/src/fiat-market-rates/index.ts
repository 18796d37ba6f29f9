export { fiatMarketRatesPath, useFiatMarketRates } from './fiat-market-rates';
export { parseFiatMarketRatesResponse } from './fiat-market-rates-schema';
