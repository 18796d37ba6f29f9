import type * as z from '@site-chrome/shared/schema-kit';
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

/** Names an item for a warning: its first identity field, else a shortened JSON rendering. */
export function describeItem(item: unknown, index: number): string {
  if (isPlainObject(item)) {
    for (const key of identityKeys) {
      const value = item[key];
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
        return `#${index} (${key} "${String(value)}")`;
      }
    }
  }
  let rendering: string;
  try {
    rendering = JSON.stringify(item) ?? String(item);
  } catch {
    rendering = String(item);
  }
  return `#${index} ${shorten(rendering)}`;
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

/**
 * Parses each element of a server list on its own, so one bad item is skipped (with exactly one warning
 * naming it) instead of failing the list. A value that is not a list at all yields [] and one warning.
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
  raw.forEach((item: unknown, index) => {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data);
    else warnSkippedItem(label, describeItem(item, index), summarizeIssues(result.error));
  });
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
