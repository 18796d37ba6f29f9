export { useFiatOptions } from './fiat-options';
export type { FiatOption } from './fiat-options';
