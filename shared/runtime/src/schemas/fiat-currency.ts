import * as z from '@site-chrome/runtime/schema-kit';
import { requiredTextField, textField } from './coercion';

/** A fiat the site can price in: `{ fiat: "USD", symbol: "$" }`. A fiat without its code is skipped. */
export const fiatCurrencySchema = z.object({
  fiat: requiredTextField,
  symbol: textField(),
});
