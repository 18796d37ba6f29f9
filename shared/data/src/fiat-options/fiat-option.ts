import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  isSuccessEnvelope,
  parseList,
  readStoredList,
  requiredTextField,
} from '@site-chrome/runtime/schemas';

/** One buy-crypto fiat and the payment methods it allows. A fiat without its code is skipped. */
export const fiatOptionSchema = z.object({
  fiat: requiredTextField,
  // A method the server does not confirm stays off; only the built-in USD default enables everything.
  bank_transfer: booleanField(),
  credit_card: booleanField(),
  p2p: booleanField(),
});

export type FiatOption = z.infer<typeof fiatOptionSchema>;

/** USD with every method enabled: used before data arrives and when the call fails or is empty. */
export function defaultFiatOptions(): FiatOption[] {
  return [{ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }];
}

/** The buy-crypto fiat setting answers `{ code: 0, data: FiatOption[] }` (the list is `data` itself). */
export function parseFiatOptionsResponse(raw: unknown): FiatOption[] {
  const options = isSuccessEnvelope(raw) ? parseList(fiatOptionSchema, raw.data, 'fiat option') : [];
  return options.length > 0 ? options : defaultFiatOptions();
}

/** Stored buy-crypto fiats read back through the fiat schema; null when the copy is not a list. */
export function readStoredFiatOptions(stored: unknown): FiatOption[] | null {
  return readStoredList(fiatOptionSchema, stored, 'fiat option');
}
