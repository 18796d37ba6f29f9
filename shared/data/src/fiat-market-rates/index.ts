export { useFiatMarketRates } from './fiat-market-rates';
