import * as z from '@site-chrome/runtime/schema-kit';
import {
  isPlainObject,
  parseList,
  readEnvelopeList,
  readStoredList,
  requiredTextField,
  textField,
} from '@site-chrome/runtime/schemas';

const preMarketTags = ['hot', 'new'] as const;
type PreMarketTag = (typeof preMarketTags)[number];

/**
 * One pre-market currency. Raw: `{ currency, market, full_name, tags: ["hot", "new"] }`; unknown tags are
 * dropped. A currency without its code is skipped.
 */
const preMarketCurrencySchema = z.object({
  currency: requiredTextField,
  market: textField(),
  full_name: textField(),
  tags: z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((tags: unknown[]) => preMarketTags.filter((tag) => tags.includes(tag))),
    ),
    (): PreMarketTag[] => [],
  ),
});

export type PreMarketCurrency = z.infer<typeof preMarketCurrencySchema>;

export type PreMarketCurrencies = { premint: PreMarketCurrency[]; pre_market: PreMarketCurrency[] };

/** What the pre-market call yields when it has nothing. */
export function emptyPreMarketCurrencies(): PreMarketCurrencies {
  return { premint: [], pre_market: [] };
}

/**
 * Reads `{ code: 0, data: { list: { premint: [...], pre_market: [...] } } }`; each group must be an array,
 * otherwise it is empty.
 */
export function parsePreMarketResponse(raw: unknown): PreMarketCurrencies {
  const list = readEnvelopeList(raw);
  if (!isPlainObject(list)) return emptyPreMarketCurrencies();
  const readGroup = (group: unknown, label: string) =>
    Array.isArray(group) ? parseList(preMarketCurrencySchema, group, label) : [];
  return {
    premint: readGroup(list.premint, 'premint currency'),
    pre_market: readGroup(list.pre_market, 'pre-market currency'),
  };
}

/** Stored pre-market groups read back through the currency schema; null when the copy is not the two groups. */
export function readStoredPreMarketCurrencies(stored: unknown): PreMarketCurrencies | null {
  if (!isPlainObject(stored)) return null;
  const premint = readStoredList(preMarketCurrencySchema, stored.premint, 'premint currency');
  const preMarket = readStoredList(preMarketCurrencySchema, stored.pre_market, 'pre-market currency');
  return premint === null || preMarket === null ? null : { premint, pre_market: preMarket };
}
