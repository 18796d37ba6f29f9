import type { SearchEntry, SearchGroup, SearchKind } from '@site-chrome/data/search-catalogue';

/** 'all' shows every kind's best few; a kind's own tab shows more of it. */
export type SearchTab = 'all' | SearchKind;

/** Results per kind on the "All" tab. */
const perKindOnAllTab = 5;
/**
 * Results on a kind's own tab. Nobody reads 8,000 matches for "u": the best 50 are drawn (a note says how
 * many more there are), so a keystroke never costs more than 50 rows, whatever the list's size.
 */
const perKindOnOwnTab = 50;

export interface ShownSection {
  kind: SearchKind;
  entries: readonly SearchEntry[];
  /** Matches in this kind, drawn or not. */
  total: number;
}

export interface ShownResults {
  sections: ShownSection[];
  /** Every drawn option in order: what the arrow keys walk through. */
  options: readonly SearchEntry[];
}

/** What a tab draws from the ranked groups. */
export function shownResults(groups: readonly SearchGroup[], tab: SearchTab): ShownResults {
  const sections = groups
    .filter((group) => (tab === 'all' ? group.entries.length > 0 : group.kind === tab))
    .map((group) => ({
      kind: group.kind,
      entries: group.entries.slice(0, tab === 'all' ? perKindOnAllTab : perKindOnOwnTab),
      total: group.entries.length,
    }));
  return { sections, options: sections.flatMap((section) => section.entries) };
}
