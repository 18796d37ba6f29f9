import * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject, readEnvelopeData, readField } from '@site-chrome/runtime/schemas';

const decimalPattern = /^\d+(\.\d+)?$/;
const currencyPattern = /^[A-Z0-9]{2,10}$/;

/**
 * What the user's verification tier allows. Raw: `{ withdraw_limit_24h: "2000000", limit_currency: "USDT" }`.
 * The limit stays a decimal string (no precision lost); anything that is not a plain amount reads as
 * unknown (''), so no made-up figure is ever shown.
 */
const userTierSchema = z.object({
  withdraw_limit_24h: readField((value): string => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    return typeof text === 'string' && decimalPattern.test(text.trim()) ? text.trim() : '';
  }),
  limit_currency: readField((value): string =>
    typeof value === 'string' && currencyPattern.test(value.trim().toUpperCase())
      ? value.trim().toUpperCase()
      : 'USDT',
  ),
});

export type UserTier = z.infer<typeof userTierSchema>;

/** Nothing known: no limit to show. */
export function unknownUserTier(): UserTier {
  return userTierSchema.parse({});
}

/** The tier's limits from `{ code: 0, data }`; anything else is `unknownUserTier()`. */
export function parseUserTierResponse(raw: unknown): UserTier {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? userTierSchema.parse(data) : unknownUserTier();
}
