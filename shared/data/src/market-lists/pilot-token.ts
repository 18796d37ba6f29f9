import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  commaListField,
  parseEnvelopeList,
  readStoredList,
  requiredTextField,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/**
 * One pilot (on-chain) token. Raw: `{ name, address, show_pair, icon, chain_icon, seo_path, is_hot, cate }`
 * where `cate` is the comma-separated category list. A token without an address is skipped, because the
 * address is what search and links rely on.
 */
const pilotTokenFieldsSchema = z.object({
  name: textField(),
  address: requiredTextField,
  show_pair: textField(),
  icon: safeLinkSchema,
  chain_icon: safeLinkSchema,
  seo_path: textField(),
  is_hot: booleanField(),
  cate: commaListField(),
});

const pilotTokenSchema = z.pipe(
  pilotTokenFieldsSchema,
  z.transform(({ cate, ...token }: z.output<typeof pilotTokenFieldsSchema>) => ({
    ...token,
    categories: cate,
  })),
);

export type PilotToken = z.infer<typeof pilotTokenSchema>;

/** Pilot tokens from `{ code: 0, data: { list } }`. */
export function parsePilotTokensResponse(raw: unknown): PilotToken[] {
  return parseEnvelopeList(pilotTokenSchema, raw, 'pilot token');
}

/** Stored pilot tokens read back through the token schema (their categories were `cate`); null if not a list. */
export function readStoredPilotTokens(stored: unknown): PilotToken[] | null {
  return readStoredList(pilotTokenSchema, stored, 'pilot token', (token) => ({
    ...token,
    cate: token.categories,
  }));
}
