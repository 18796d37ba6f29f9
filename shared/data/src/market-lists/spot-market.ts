import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  commaListField,
  createSkipWarnings,
  isSuccessEnvelope,
  maximumCommaListItems,
  numberField,
  readEnvelopeList,
  requiredTextField,
  safeLinkSchema,
  splitCommaList,
  textField,
  toBoolean,
  toSafeLink,
} from '@site-chrome/runtime/schemas';

/**
 * Spot markets arrive as positional rows (arrays) to keep the 2700-row payload small. Position -> field:
 *
 *  0 curr_a          base currency, e.g. "btc"
 *  1 curr_b          quote currency, e.g. "usdt"
 *  2 pair            e.g. "btc_usdt" (required: a row without a pair is skipped)
 *  3 name            display name, e.g. "Bitcoin"
 *  4 rate            last price, decimal string
 *  5 prev_rate       previous price, decimal string
 *  6 rate_percent    change in percent (number or numeric string)
 *  7 quote_volume    24 h volume in the quote currency
 *  8 multiple        margin leverage multiple
 *  9 enable_credit   margin enabled flag (0/1, "true"/"false")
 * 10 opening_time    listing time in seconds (future for new listings)
 * 11 cross_multiple  cross-margin leverage multiple
 * 12 is_st           special-treatment flag: isST is true unless the value is the string "false" (per spec)
 * 13 icon            icon URL
 * 14 categories      comma-separated category list
 */
const spotRowFieldOrder = [
  'curr_a',
  'curr_b',
  'pair',
  'name',
  'rate',
  'prev_rate',
  'rate_percent',
  'quote_volume',
  'multiple',
  'enable_credit',
  'opening_time',
  'cross_multiple',
  'is_st',
  'icon',
  'categories',
] as const;

export const spotMarketSchema = z.object({
  curr_a: z.string(),
  curr_b: z.string(),
  pair: z.string().check(z.minLength(1)),
  name: z.string(),
  rate: z.string(),
  prev_rate: z.string(),
  rate_percent: z.number(),
  quote_volume: z.number(),
  multiple: z.number(),
  enable_credit: z.boolean(),
  /** Base currency in upper case. */
  symbol: z.string(),
  trend: z.enum(['up', 'down']),
  opening_time: z.number(),
  cross_multiple: z.number(),
  isST: z.boolean(),
  icon: z.string(),
  categories: z.array(z.string()),
});

export type SpotMarket = z.infer<typeof spotMarketSchema>;

type SpotRowFields = Omit<SpotMarket, 'symbol' | 'trend' | 'isST'> & { is_st: unknown };

// Written field by field on purpose: object rest/spread here costs more than the rest of the row mapping.
function buildSpotMarket(fields: SpotRowFields): SpotMarket {
  const underscore = fields.pair.indexOf('_');
  const currencyA =
    fields.curr_a !== '' ? fields.curr_a : underscore === -1 ? fields.pair : fields.pair.slice(0, underscore);
  const currencyB =
    fields.curr_b !== ''
      ? fields.curr_b
      : underscore === -1
        ? ''
        : (fields.pair.slice(underscore + 1).split('_')[0] ?? '');
  return {
    curr_a: currencyA,
    curr_b: currencyB,
    pair: fields.pair,
    name: fields.name,
    rate: fields.rate,
    prev_rate: fields.prev_rate,
    rate_percent: fields.rate_percent,
    quote_volume: fields.quote_volume,
    multiple: fields.multiple,
    enable_credit: fields.enable_credit,
    symbol: currencyA.toUpperCase(),
    trend: fields.rate_percent >= 0 ? 'up' : 'down',
    opening_time: fields.opening_time,
    cross_multiple: fields.cross_multiple,
    isST: fields.is_st !== 'false',
    icon: fields.icon,
    categories: fields.categories,
  };
}

/**
 * The same row rules written with zod. It documents the mapping and is the reference the fast mapper is
 * tested against; production code uses `parseSpotRows`, which is many times faster on 2700 rows.
 */
export const spotRowSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.array(z.unknown()),
      z.transform((row: unknown[]) =>
        Object.fromEntries(spotRowFieldOrder.map((field, index) => [field, row[index]])),
      ),
    ),
    z.object({
      curr_a: textField(),
      curr_b: textField(),
      pair: requiredTextField,
      name: textField(),
      rate: textField(),
      prev_rate: textField(),
      rate_percent: numberField(),
      quote_volume: numberField(),
      multiple: numberField(),
      enable_credit: booleanField(),
      opening_time: numberField(),
      cross_multiple: numberField(),
      is_st: z.unknown(),
      icon: safeLinkSchema,
      categories: commaListField(),
    }),
  ),
  z.transform(buildSpotMarket),
);

const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
// Globals are looked up once: under a sandboxed global (jest, some hosts) each lookup per cell adds up.
const isList = Array.isArray;
const isFiniteNumber = Number.isFinite;

function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && isFiniteNumber(value) ? `${value}` : '';
}

function readNumber(value: unknown): number {
  if (typeof value === 'number') return isFiniteNumber(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  // The pattern admits only plain decimals, so unary plus cannot meet hex, "Infinity" or blank text here;
  // but "1e999" is a plain decimal too, and it overflows to Infinity.
  const number = decimalPattern.test(value) || decimalPattern.test(value.trim()) ? +value : 0;
  return isFiniteNumber(number) ? number : 0;
}

function readCategories(value: unknown): string[] {
  if (typeof value === 'string') return splitCommaList(value);
  if (isList(value)) {
    return splitCommaList(
      value
        .slice(0, maximumCommaListItems)
        .filter((item) => typeof item === 'string')
        .join(','),
    );
  }
  return [];
}

/**
 * Maps raw positional rows to spot markets without per-row zod parsing (a hand-written tuple mapper,
 * kept equal to `spotRowSchema` by tests). Rows that are not arrays or have no pair are skipped with one
 * warning each.
 */
export function parseSpotRows(raw: unknown): SpotMarket[] {
  if (!isList(raw)) {
    console.warn('[schemas] Expected a list of spot market rows');
    return [];
  }
  const markets: SpotMarket[] = [];
  const warnings = createSkipWarnings('spot market row');
  for (let index = 0; index < raw.length; index += 1) {
    const row: unknown = raw[index];
    const pair = isList(row) ? readText(row[2]).trim() : '';
    if (!isList(row) || pair === '') {
      warnings.skip(row, index, () => 'expected an array with a pair at position 2');
      continue;
    }
    markets.push(
      buildSpotMarket({
        curr_a: readText(row[0]),
        curr_b: readText(row[1]),
        pair,
        name: readText(row[3]),
        rate: readText(row[4]),
        prev_rate: readText(row[5]),
        rate_percent: readNumber(row[6]),
        quote_volume: readNumber(row[7]),
        multiple: readNumber(row[8]),
        enable_credit: toBoolean(row[9]),
        opening_time: readNumber(row[10]),
        cross_multiple: readNumber(row[11]),
        is_st: row[12],
        icon: toSafeLink(row[13]),
        categories: readCategories(row[14]),
      }),
    );
  }
  warnings.finish();
  return markets;
}

/** Spot markets from `{ code: 0, data: { list: rows } }`. */
export function parseSpotMarketsResponse(raw: unknown): SpotMarket[] {
  return isSuccessEnvelope(raw) ? parseSpotRows(readEnvelopeList(raw)) : [];
}

/** Groups markets by each of their categories; a market listed under two categories appears in both. */
export function groupSpotMarketsByCategory(markets: readonly SpotMarket[]): Record<string, SpotMarket[]> {
  // A null prototype keeps a category called "constructor" or "__proto__" from clashing with Object.prototype.
  const groups: Record<string, SpotMarket[]> = Object.create(null) as Record<string, SpotMarket[]>;
  for (const market of markets) {
    for (const category of market.categories) {
      (groups[category] ??= []).push(market);
    }
  }
  return groups;
}

/**
 * Stored spot markets read back through the same row mapper as a fresh answer: each market is put back
 * into its positional row first. Null when the copy is not a list.
 */
export function readStoredSpotMarkets(stored: unknown): SpotMarket[] | null {
  if (!isList(stored)) return null;
  const rows = stored.map((market: unknown) => {
    if (typeof market !== 'object' || market === null || isList(market)) return market;
    const fields = market as Record<string, unknown>;
    return [
      fields.curr_a,
      fields.curr_b,
      fields.pair,
      fields.name,
      fields.rate,
      fields.prev_rate,
      fields.rate_percent,
      fields.quote_volume,
      fields.multiple,
      fields.enable_credit,
      fields.opening_time,
      fields.cross_multiple,
      fields.isST === true ? 'true' : 'false',
      fields.icon,
      fields.categories,
    ];
  });
  return parseSpotRows(rows);
}
