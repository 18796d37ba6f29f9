import * as z from '@site-chrome/runtime/schema-kit';
import {
  isPlainObject,
  parseEnvelopeList,
  readStoredList,
  requiredTextField,
  safeLinkSchema,
} from '@site-chrome/runtime/schemas';

/** Market key options data is stored under when the caller names none. */
export const defaultOptionsMarket = 'OPTIONS_CHAIN';

/** Raw `{ name: "BTC_USDT", icon_url_64 }` -> `{ pair, icon }`; an underlying without a name is skipped. */
const optionsUnderlyingFieldsSchema = z.object({ name: requiredTextField, icon_url_64: safeLinkSchema });

const optionsUnderlyingSchema = z.pipe(
  optionsUnderlyingFieldsSchema,
  z.transform(({ name, icon_url_64: icon }: z.output<typeof optionsUnderlyingFieldsSchema>) => ({
    pair: name,
    icon,
  })),
);

export type OptionsUnderlying = z.infer<typeof optionsUnderlyingSchema>;

/** Underlyings from `{ code: 0, data: { list } }`, stored under their market key. */
export function parseOptionsUnderlyingsResponse(
  raw: unknown,
  market: string = defaultOptionsMarket,
): Record<string, OptionsUnderlying[]> {
  return { [market]: parseEnvelopeList(optionsUnderlyingSchema, raw, 'options underlying') };
}

/** Stored underlyings per market, read back through the underlying schema; null when not such a map. */
export function readStoredOptionsUnderlyings(stored: unknown): Record<string, OptionsUnderlying[]> | null {
  if (!isPlainObject(stored)) return null;
  const byMarket = Object.create(null) as Record<string, OptionsUnderlying[]>;
  for (const [market, list] of Object.entries(stored)) {
    const underlyings = readStoredList(optionsUnderlyingSchema, list, 'options underlying', (item) => ({
      name: item.pair,
      icon_url_64: item.icon,
    }));
    if (underlyings !== null) byMarket[market] = underlyings;
  }
  return byMarket;
}
