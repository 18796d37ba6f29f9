/**
 * `@site-chrome/runtime/schemas`: the stateless helpers every endpoint parses with (coercion, envelopes,
 * lists, nesting and link safety, coin and fiat fields, icon URLs). Shared on its own, not a singleton: it
 * holds no state, so it is out of the runtime singleton, whose every export ships to every page. A build
 * takes the copy of its own minor (`sharedEntryContract`), like the schema kit it is written with.
 */
export {
  booleanField,
  commaListField,
  isPlainObject,
  maximumCommaListItems,
  numberField,
  numericEnumField,
  readField,
  requiredTextField,
  splitCommaList,
  textField,
  textRecordField,
  toBoolean,
} from './coercion';
export { isSuccessEnvelope, parseEnvelopeList, readEnvelopeData, readEnvelopeList } from './envelope';
export { parseNonEmptyObject } from './envelope-object';
export {
  createSkipWarnings,
  describeItem,
  listField,
  parseList,
  previewValue,
  readStoredList,
  warnSkippedItem,
} from './parse-list';
export { limitNesting } from './nesting-limit';
export { isSafeLink, safeLinkSchema, toSafeLink } from './safe-link';
export { coinIconUrl, splitPairName } from './coin-icon';
export { iconUrl, utcDayNumber } from '../images/icon-url';
export { fiatCurrencySchema } from './fiat-currency';
