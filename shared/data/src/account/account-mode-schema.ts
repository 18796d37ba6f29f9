import * as z from '@site-chrome/runtime/schema-kit';
import { booleanField, isPlainObject, readEnvelopeData, readField } from '@site-chrome/runtime/schemas';

const accountModes = ['classic', 'multi_currency', 'single_currency'] as const;

const accountModeSettingsSchema = z.object({
  options: booleanField(),
  usdt_futures: booleanField(),
  spot_hedge: booleanField(),
  use_funding: booleanField(),
});

/**
 * Unified account mode (also the answer of the account settings call). Every field falls back to the
 * classic, all-off default, which is also what a failed request yields.
 */
const accountModeSchema = z.object({
  mode: z.catch(z.enum(accountModes), 'classic'),
  support_unified: booleanField(),
  first_open: booleanField(),
  auto_borrow: booleanField(),
  auto_repay: booleanField(),
  settings: readField((settings) => accountModeSettingsSchema.parse(isPlainObject(settings) ? settings : {})),
});

export type AccountMode = z.infer<typeof accountModeSchema>;

/** Classic mode, everything off. A fresh object each call so nobody can mutate a shared default. */
export function defaultAccountMode(): AccountMode {
  return accountModeSchema.parse({});
}

/** Account mode from `{ code: 0, data }`; anything else yields the default. */
export function parseAccountModeResponse(raw: unknown): AccountMode {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? accountModeSchema.parse(data) : defaultAccountMode();
}
