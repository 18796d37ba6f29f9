export {
  fiatOptionsPath,
  fiatOptionsPersister,
  fiatOptionsQueryOptions,
  getFiatOptions,
  parseFiatOptionList,
  useFiatOptions,
} from './fiat-options';
export type { FiatOption, UseFiatOptionsOptions } from './fiat-options';
export { defaultFiatOptions, parseFiatOptionsResponse, readStoredFiatOptions } from './fiat-option';
