import { useChromeStore } from '@site-chrome/runtime';
import { useState } from 'react';

export interface ListSearch {
  /** The `tabSearch` menu feature: off, no market panel draws a search box. */
  shown: boolean;
  /** What the list is filtered by: the box's text, or '' while there is no box (a hidden box filters nothing). */
  query: string;
  setQuery: (query: string) => void;
}

/**
 * The search of one market panel's list. Every panel with a search box (Spot, Futures with Delivery,
 * Options, Alpha, Pre-Market, Pilot) takes it from here, so the `tabSearch` menu feature hides all of them
 * (docs/decisions/menu-features-and-dynamic-data.md).
 */
export function useListSearch(): ListSearch {
  const shown = useChromeStore((state) => state.menuFeatures.tabSearch);
  const [query, setQuery] = useState('');
  return { shown, query: shown ? query : '', setQuery };
}
