export { fiatOptionsPath, fiatOptionsPersister, parseFiatOptionList, useFiatOptions } from './fiat-options';
export type { FiatOption } from './fiat-options';
export { defaultFiatOptions, parseFiatOptionsResponse, readStoredFiatOptions } from './fiat-option';
