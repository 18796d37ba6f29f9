import type { NavigationEntry } from '../navigation';

/** '/trade/BTC_TRY?tab=x' -> ['trade', 'BTC_TRY']: the path's segments, without query or fragment. */
function segmentsOf(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
}

/** How many leading segments two paths share: '/staking/BTC' and '/staking/ETH' share 1. */
function sharedSegments(page: readonly string[], link: readonly string[]): number {
  let shared = 0;
  while (shared < page.length && shared < link.length && page[shared] === link[shared]) shared += 1;
  return shared;
}

export interface PageSection {
  /** The top-level group the page belongs to ("Trade" on /trade/BTC_USDT). */
  group: NavigationEntry;
  /** Its same-origin links, in menu order: the second row's items. */
  links: NavigationEntry[];
  /** The link that leads to this page or its closest parent page; '' when none does exactly. */
  currentKey: string;
}

/**
 * The section of the site a page is in: the top-level group holding the link whose path shares the most
 * leading segments with the page path (at least the first). The first group wins a tie, as the menu's
 * order says which section owns a page. `null` on a page outside every group (the home page, the wallet).
 */
export function sectionOfPage(entries: readonly NavigationEntry[], pagePath: string): PageSection | null {
  const page = segmentsOf(pagePath);
  if (page.length === 0) return null;
  let best: { group: NavigationEntry; link: NavigationEntry; score: number } | null = null;
  for (const group of entries) {
    for (const link of group.children) {
      if (!link.path.startsWith('/')) continue;
      const score = sharedSegments(page, segmentsOf(link.path));
      if (score > 0 && (best === null || score > best.score)) best = { group, link, score };
    }
  }
  if (!best) return null;
  return {
    group: best.group,
    links: best.group.children.filter((link) => link.href !== '' && link.path.startsWith('/')),
    currentKey: best.link.key,
  };
}
