import * as z from '@site-chrome/runtime/schema-kit';
import {
  describeItem,
  isPlainObject,
  numberField,
  readEnvelopeData,
  textField,
  warnSkippedItem,
} from '@site-chrome/runtime/schemas';

/**
 * The fiat rate call is not described beyond "fiat rate data", so this shape is ours:
 * `{ code: 0, data: { [fiat]: { symbol: "$", rate: "1" } } }`, rate = units of the fiat per 1 USD.
 * A rate that is not a positive number cannot convert prices, so that fiat is skipped.
 */
const fiatMarketRateSchema = z.object({
  symbol: textField(),
  rate: z.pipe(numberField(), z.number().check(z.positive())),
});

type FiatMarketRate = z.infer<typeof fiatMarketRateSchema>;
export type FiatMarketRates = Record<string, FiatMarketRate>;

/** Reads the fiat rate answer; anything that is not an object of rates yields {}. */
export function parseFiatMarketRatesResponse(raw: unknown): FiatMarketRates {
  const data = readEnvelopeData(raw);
  // Keyed by the server's fiat codes: a null prototype keeps a "__proto__" key from replacing the object's
  // prototype (it would then answer `rates.rate` for a fiat nobody sent).
  const rates: FiatMarketRates = Object.create(null) as FiatMarketRates;
  if (!isPlainObject(data)) return rates;
  Object.entries(data).forEach(([fiat, value], index) => {
    const result = fiatMarketRateSchema.safeParse(value);
    if (result.success) rates[fiat] = result.data;
    else warnSkippedItem('fiat market rate', describeItem({ fiat }, index), 'expected { symbol, rate > 0 }');
  });
  return rates;
}
