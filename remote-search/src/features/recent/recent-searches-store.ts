import { readStoredJson, writeStoredJson } from '@site-chrome/runtime';

/** localStorage key of the reader's recent searches (newest first). */
export const recentSearchesKey = 'aggregated-search:recent';
/** How many recent searches are kept. */
export const recentSearchesLimit = 10;
/** A pasted essay is not a search worth keeping whole: longer terms are cut to this many characters. */
export const recentSearchMaxLength = 100;

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * The stored list, cleaned: anything that is not a list of non-blank strings is dropped (and a corrupted
 * value is logged once as a warning by `readStoredJson`), so a broken entry never breaks the search.
 */
export function readRecentSearches(): string[] {
  const stored = readStoredJson(recentSearchesKey, isList) ?? [];
  return stored
    .filter((term): term is string => typeof term === 'string' && term.trim() !== '')
    .map((term) => term.slice(0, recentSearchMaxLength))
    .slice(0, recentSearchesLimit);
}

/** Puts a term first (a repeat moves up rather than appearing twice, whatever its case) and stores the list. */
export function rememberSearch(current: readonly string[], term: string): string[] {
  const kept = term.trim().slice(0, recentSearchMaxLength);
  if (kept === '') return [...current];
  const next = [kept, ...current.filter((old) => old.toLowerCase() !== kept.toLowerCase())].slice(
    0,
    recentSearchesLimit,
  );
  writeStoredJson(recentSearchesKey, next);
  return next;
}

export function forgetRecentSearches(): string[] {
  writeStoredJson(recentSearchesKey, []);
  return [];
}
