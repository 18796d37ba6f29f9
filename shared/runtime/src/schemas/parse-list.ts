import type * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject, readField } from './coercion';

// Fields tried, in order, to name a skipped item in the warning so it can be found in the payload.
const identityKeys = [
  'name',
  'code',
  'title',
  'title_key',
  'text',
  'pair',
  'market',
  'currency',
  'address',
  'msg_id',
  'content_id',
  'fiat',
] as const;

function shorten(text: string, maximumLength = 80): string {
  return text.length > maximumLength ? `${text.slice(0, maximumLength)}...` : text;
}

const previewItems = 5;
const previewDepth = 2;

/**
 * A short JSON-like rendering for warnings. Bounded on purpose: `JSON.stringify` and `String` recurse
 * through the whole value, and an answer nested a few thousand levels deep (JSON.parse builds one happily)
 * overflows the stack there; a huge string would be copied whole only to be cut to 80 characters.
 */
export function previewValue(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(shorten(value));
  if (typeof value !== 'object' || value === null) return String(value);
  if (depth >= previewDepth) return Array.isArray(value) ? '[...]' : '{...}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, previewItems).map((item: unknown) => previewValue(item, depth + 1));
    return `[${shown.join(',')}${value.length > previewItems ? ',...' : ''}]`;
  }
  const keys = Object.keys(value);
  const shown = keys
    .slice(0, previewItems)
    .map(
      (key) => `${JSON.stringify(key)}:${previewValue((value as Record<string, unknown>)[key], depth + 1)}`,
    );
  return `{${shown.join(',')}${keys.length > previewItems ? ',...' : ''}}`;
}

/** Names an item for a warning: its first identity field, else a short rendering of it. */
export function describeItem(item: unknown, index: number): string {
  if (isPlainObject(item)) {
    for (const key of identityKeys) {
      const value = item[key];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
        return `#${index} (${key} "${shorten(String(value))}")`;
      }
    }
  }
  return `#${index} ${shorten(previewValue(item))}`;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function summarizeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 2)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'item'}: ${issue.message}`)
    .join('; ');
}

/** The one warning written for an item that cannot be kept. */
export function warnSkippedItem(label: string, description: string, reason: string): void {
  console.warn(`[schemas] Skipped ${label} ${description}: ${reason}`);
}

/** Skipped items of one list named one by one; beyond this many, one line counts the rest. */
export const namedSkipsPerList = 5;

export interface SkipWarnings {
  /** Describes the item lazily: naming it costs more than skipping it. */
  skip(item: unknown, index: number, reason: () => string): void;
  /** Writes the count of the skips that were not named; call once the list is read. */
  finish(): void;
}

/**
 * Warnings for one list's skipped items. A hostile answer can hold thousands of junk items, and a warning
 * each would flood the console and cost more than the parse itself.
 */
export function createSkipWarnings(label: string): SkipWarnings {
  let skipped = 0;
  return {
    skip(item, index, reason) {
      skipped += 1;
      if (skipped <= namedSkipsPerList) warnSkippedItem(label, describeItem(item, index), reason());
    },
    finish() {
      if (skipped > namedSkipsPerList) {
        console.warn(`[schemas] Skipped ${skipped - namedSkipsPerList} more ${label} items of the same list`);
      }
    },
  };
}

/**
 * Parses each element of a server list on its own, so one bad item is skipped (with one warning naming it,
 * for the first few) instead of failing the list. A value that is not a list at all yields [] and one warning.
 */
export function parseList<Schema extends z.ZodMiniType>(
  schema: Schema,
  raw: unknown,
  label: string,
): z.output<Schema>[] {
  if (!Array.isArray(raw)) {
    console.warn(`[schemas] Expected a ${label} list, got ${describeType(raw)}`);
    return [];
  }
  const items: z.output<Schema>[] = [];
  const warnings = createSkipWarnings(label);
  raw.forEach((item: unknown, index) => {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data);
    else warnings.skip(item, index, () => summarizeIssues(result.error));
  });
  warnings.finish();
  return items;
}

/**
 * A nested list field (children, tags). A missing list (undefined or null) is simply empty; anything else
 * goes through `parseList`, so bad elements are skipped with their own warning.
 */
export function listField<Schema extends z.ZodMiniType>(schema: Schema, label: string) {
  return readField((raw): z.output<Schema>[] =>
    raw === undefined || raw === null ? [] : parseList(schema, raw, label),
  );
}

/**
 * A list read back from a stored copy (our own parsed data, from an earlier page): it goes through the same
 * item schema as a fresh answer, after `toAnswerShape` turns a parsed item back into the answer's shape,
 * so a copy someone edited, truncated or filled with junk yields only items the rules accept (links
 * included). Not a list at all: null, and the caller discards the copy.
 */
export function readStoredList<Schema extends z.ZodMiniType>(
  schema: Schema,
  stored: unknown,
  label: string,
  toAnswerShape: (item: Record<string, unknown>) => unknown = (item) => item,
): z.output<Schema>[] | null {
  if (!Array.isArray(stored)) return null;
  const answerItems = stored.map((item: unknown) => (isPlainObject(item) ? toAnswerShape(item) : item));
  return parseList(schema, answerItems, `stored ${label}`);
}
