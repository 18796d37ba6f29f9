import * as z from '@site-chrome/runtime/schema-kit';

/*
 * Field builders shared by every schema. Each one coerces the loose values the exchange API is known to
 * send (numbers as strings, flags as 0/1/"true") and falls back to a safe default, so one bad field never
 * costs the whole item.
 *
 * They are plain readers (`readField`) rather than `z.catch(z.union(...))`: a zod schema that fails builds
 * an issue with its message before `catch` throws it away, and hostile or sparse answers fail most fields
 * (a visitor's user info has twenty absent ones), so the readers keep every parse cheap.
 */

// Unambiguous on purpose: `\d+\.?\d*` lets a long run of digits split two ways, which backtracks
// quadratically (40,000 digits and a letter took 1.8 s).
const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Text field; ids and codes often arrive as numbers, so finite numbers are stringified. Default ''. */
export function textField(fallback = '') {
  return readField((value): string => {
    if (typeof value === 'string') return value;
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;
  });
}

const isIdentifyingText = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/**
 * Text that identifies an item (trimmed; a finite number is stringified): without it the item cannot be
 * kept, so there is no fallback. One check rather than a union, whose failure builds an issue per branch.
 */
export const requiredTextField = z.pipe(
  z.custom<string | number>(isIdentifyingText, { message: 'expected non-blank text or a number' }),
  z.transform((value: string | number) => (typeof value === 'string' ? value.trim() : String(value))),
);

/** A finite number from a number or a plain decimal string; undefined for anything else. */
function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!decimalPattern.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : undefined;
}

/** Finite number; numeric strings are accepted because prices and counters arrive as strings. Default 0. */
export function numberField(fallback = 0) {
  return readField((value): number => readDecimal(value) ?? fallback);
}

/** Reads a boolean the way the server writes it; undefined or unknown junk is neither, so it yields the fallback. */
export function toBoolean(value: unknown, fallback = false): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (
    value === false ||
    value === 0 ||
    value === '0' ||
    value === 'false' ||
    value === '' ||
    value === null
  ) {
    return false;
  }
  return fallback;
}

/**
 * Explicit boolean coercion. `z.coerce.boolean()` would turn "false" and "0" into true, so it is never used:
 * true/1/"1"/"true" -> true; false/0/"0"/"false"/""/null -> false; anything else -> the fallback (default false).
 */
export function booleanField(fallback = false) {
  return readField((value): boolean => toBoolean(value, fallback));
}

const digitsPattern = /^\d+$/;

/** One of a fixed set of numeric codes (the server sends them as numbers or digit strings). */
export function numericEnumField<const Value extends number>(
  values: readonly [Value, ...Value[]],
  fallback: Value,
) {
  const allowed: ReadonlySet<number> = new Set(values);
  return readField((value): Value => {
    let code: number | undefined;
    if (typeof value === 'number') code = value;
    else if (typeof value === 'string' && digitsPattern.test(value.trim())) code = Number(value.trim());
    return code !== undefined && allowed.has(code) ? (code as Value) : fallback;
  });
}

/**
 * Items kept from one comma-separated list. Categories are a handful per market; the cap keeps a hostile
 * 100 KB "a,a,a,..." from turning into 50,000 categories (and milliseconds of work on every row).
 */
export const maximumCommaListItems = 100;

/** Splits "a, b,,c" into ['a', 'b', 'c']; categories arrive comma-separated (hot path: 2700 spot rows). */
export function splitCommaList(value: string): string[] {
  const items: string[] = [];
  let start = 0;
  while (start <= value.length && items.length < maximumCommaListItems) {
    const comma = value.indexOf(',', start);
    const end = comma === -1 ? value.length : comma;
    const item = value.slice(start, end).trim();
    if (item !== '') items.push(item);
    start = end + 1;
  }
  return items;
}

/** Comma-separated string (or, tolerated, an array of strings) -> string[]. Default []. */
export function commaListField() {
  return readField((value): string[] => {
    if (typeof value === 'string') return splitCommaList(value);
    if (Array.isArray(value)) {
      const texts = value.slice(0, maximumCommaListItems).filter((item) => typeof item === 'string');
      return splitCommaList(texts.join(','));
    }
    return [];
  });
}

/** Map of text to text (for example language code -> language name); non-text entries are dropped. */
export function textRecordField(fallback: () => Record<string, string> = () => ({})) {
  return z.catch(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((record: Record<string, unknown>) => {
        const result: Record<string, string> = {};
        for (const [key, value] of Object.entries(record)) {
          if (typeof value === 'string') result[key] = value;
          else if (typeof value === 'number' && Number.isFinite(value)) result[key] = String(value);
        }
        return result;
      }),
    ),
    fallback,
  );
}

/**
 * A field read by a plain function from whatever the server sent, including nothing. zod 4 treats an
 * absent key of an unknown-typed field as optional and would then reject the missing output, so `prefault`
 * makes it run the reader with undefined instead.
 */
export function readField<Output>(read: (value: unknown) => Output) {
  return z.prefault(z.pipe(z.unknown(), z.transform(read)), undefined);
}

/** True for a plain JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
