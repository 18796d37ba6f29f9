import * as z from '@site-chrome/runtime/schema-kit';
import {
  commaListField,
  numberField,
  parseEnvelopeList,
  readStoredList,
  requiredTextField,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/**
 * One memebox (Alpha) token. Raw: `{ market, show_pair, address, chain, icon, chain_icon, seo_path,
 * hot_rank, buy_start, categories }`. `hot_rank` 0 means unranked; `buy_start` is in seconds. A token
 * without an address is skipped.
 */
const alphaTokenSchema = z.object({
  market: textField(),
  show_pair: textField(),
  address: requiredTextField,
  chain: textField(),
  icon: safeLinkSchema,
  chain_icon: safeLinkSchema,
  seo_path: textField(),
  hot_rank: numberField(),
  buy_start: numberField(),
  categories: commaListField(),
});

export type AlphaToken = z.infer<typeof alphaTokenSchema>;

/** Alpha tokens from `{ code: 0, data: { list } }`. */
export function parseAlphaTokensResponse(raw: unknown): AlphaToken[] {
  return parseEnvelopeList(alphaTokenSchema, raw, 'alpha token');
}

/** Stored Alpha tokens read back through the token schema; null when the copy is not a list. */
export function readStoredAlphaTokens(stored: unknown): AlphaToken[] | null {
  return readStoredList(alphaTokenSchema, stored, 'alpha token');
}
