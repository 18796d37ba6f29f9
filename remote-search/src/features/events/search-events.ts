import type { SearchKind } from '@site-chrome/data/search-catalogue';

/**
 * DOM events AggregatedSearch dispatches on its root element. They bubble and cross shadow roots, so a
 * React host, a plain page or the header's dialog listens with `addEventListener` on any ancestor.
 */
export const searchEvents = {
  /** A result was chosen (click or Enter), just before the browser follows its link. */
  select: 'aggregated-search:select',
  /** The reader cleared the recent searches. */
  clearRecent: 'aggregated-search:clear-recent',
} as const;

export interface SearchSelectDetail {
  kind: SearchKind;
  /** The result as shown, e.g. "BTC/USDT". */
  label: string;
  /** Where the result leads, with the language prefix. */
  href: string;
  /** What the reader had typed ('' for a hot search). */
  query: string;
  searchVersion: number;
}

export function dispatchSearchEvent(target: EventTarget | null, type: string, detail: object = {}): void {
  target?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
