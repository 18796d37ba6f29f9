/** Escapes every character with a meaning in a regular expression, so user text matches literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Search boxes ignore surrounding spaces (pasted text often carries them); inner spaces still count. */
export function normalizeQuery(query: string): string {
  return query.trim();
}

/**
 * A case-insensitive, literal substring test for one query, built once per keystroke and reused for
 * every row. A blank query matches everything, so an empty search box shows the whole list.
 */
export function createQueryMatcher(query: string): (value: string | null | undefined) => boolean {
  const normalized = normalizeQuery(query);
  if (normalized === '') return () => true;
  const pattern = new RegExp(escapeRegExp(normalized), 'i');
  return (value) => typeof value === 'string' && pattern.test(value);
}

/** One-off form of `createQueryMatcher`. */
export function matchesQuery(value: string | null | undefined, query: string): boolean {
  return createQueryMatcher(query)(value);
}
