import { filterAlphaTokens, sortAlphaHotList, sortAlphaNewList } from '@site-chrome/rules/search';
import type { AlphaRow } from '@site-chrome/data/search-catalogue';

/** The side menu's first entry: every category. */
export const allAlphaCategories = '';

/** A side-menu entry: the category rows are filtered by, and its name ('' for "All", named by the panel). */
export interface AlphaCategory {
  value: string;
  title: string;
}

/**
 * The side menu after "All". The tab menu's `options` when the server sends them: its choice, order and
 * names (in the page language). Without them, every category the tokens carry, in the order they first
 * appear, named as the rows write them.
 */
export function alphaCategories(
  rows: readonly AlphaRow[],
  options: readonly AlphaCategory[],
): AlphaCategory[] {
  if (options.length > 0) return [...options];
  const seen = new Set<string>();
  for (const row of rows) for (const category of row.categories) seen.add(category);
  return [...seen].map((value) => ({ value, title: value }));
}

export interface AlphaListChoice {
  category: string;
  /** The sub-tab: "hot" (hot_rank ascending) or "new" (buy_start descending); others keep the server order. */
  subTab: string;
  query: string;
}

/**
 * The Alpha rows for a category, sub-tab and search (footer spec, Alpha list): the search matches
 * show_pair or the address, case-insensitively, with regular-expression characters taken literally.
 */
export function alphaListRows(
  rows: readonly AlphaRow[],
  { category, subTab, query }: AlphaListChoice,
): AlphaRow[] {
  const inCategory =
    category === allAlphaCategories ? rows : rows.filter((row) => row.categories.includes(category));
  const matching = query.trim() === '' ? inCategory : filterAlphaTokens(inCategory, query);
  if (subTab === 'hot') return sortAlphaHotList(matching);
  if (subTab === 'new') return sortAlphaNewList(matching);
  return [...matching];
}
