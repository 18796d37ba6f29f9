import { findSite, siteKeys, type SiteKey } from '@site-chrome/rules/sites';

/** The code of the menu item a regional sub-site's remote menu config ends with in the mock. */
const subSiteMenuItemCode = 'sub_site_licence';

/** The name a regional sub-site's answers carry in the mock (its `displayName`); none for the main site. */
const subSiteLabel = (site: SiteKey): string | undefined =>
  site === 'main' ? undefined : findSite(site)?.displayName;

/**
 * Whether a fragment holds its own sub-site's and its own visitor country's answers (issue 40's data-cache
 * isolation), read from the hydration data it carries (the answers the server rendered with). The mock API
 * answers per sub-site and country (shared/dev/src/mock-api README): a regional sub-site's announcements
 * begin with its name, its remote menu config ends with an item named after it, and its compliance answer
 * is the one the API gives for that sub-site and country (`expectedCompliance`, asked of the mock API
 * directly), and its footer menu has the links the API gives that sub-site (`expectedFooterLinks`). The
 * header's own menu (headerMenuListV2) is the same for every sub-site in the mock, so the menu is checked
 * on the footer's and on the remote menu config's where a fragment carries one. Returns the problems
 * found; none: isolated.
 */
export function isolationProblems(options: {
  html: string;
  part: string;
  site: SiteKey;
  /** The compliance check's `menu_list` for the fragment's sub-site and visitor country. */
  expectedCompliance: readonly string[];
  /** Every link of the footer menu the API gives the fragment's sub-site in its language. */
  expectedFooterLinks?: readonly string[];
}): string[] {
  const { html, part, site, expectedCompliance, expectedFooterLinks } = options;
  const script = new RegExp(
    `<script type="application/json" data-chrome-fragment-data="${part}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!script) return ['no hydration data'];
  const data = JSON.parse(script[1]!) as {
    queries?: { queries?: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  };
  const queries = data.queries?.queries ?? [];
  const problems: string[] = [];
  const label = subSiteLabel(site);
  const otherLabels = siteKeys
    .filter((other) => other !== site)
    .flatMap((other) => subSiteLabel(other) ?? [])
    .filter((other) => other !== label);
  const named = (name: string) => queries.filter(({ queryKey }) => queryKey.includes(name));

  for (const { state } of named('compliance')) {
    const answer = state.data as { menu_list?: string[] } | undefined;
    const expected = new Set(expectedCompliance);
    const got = new Set(answer?.menu_list ?? []);
    if (got.size !== expected.size || [...expected].some((key) => !got.has(key)))
      problems.push(`compliance ${[...got].join(',')} instead of ${[...expected].join(',')}`);
  }
  for (const { state } of named('announcements')) {
    for (const [page, announcement] of Object.entries((state.data ?? {}) as Record<string, unknown>)) {
      const content = (announcement as { content?: string } | null)?.content ?? '';
      const foreign = otherLabels.find((other) => content.startsWith(`${other}: `));
      if (foreign) problems.push(`announcement ${page} of ${foreign}`);
      else if (label !== undefined && !content.startsWith(`${label}: `))
        problems.push(`announcement ${page} without ${label}`);
    }
  }
  for (const { state } of named('footer-menu')) {
    if (!expectedFooterLinks) continue;
    const got = new Set(linksIn(state.data));
    const expected = new Set(expectedFooterLinks);
    const missing = [...expected].filter((link) => !got.has(link));
    const extra = [...got].filter((link) => !expected.has(link));
    if (missing.length > 0 || extra.length > 0)
      problems.push(`footer menu without ${missing.join(',') || '-'}, with ${extra.join(',') || '-'}`);
  }
  for (const { queryKey, state } of queries) {
    if (!Array.isArray(state.data)) continue;
    const item = (state.data as Array<{ code?: string; title?: string }>).find(
      (entry) => entry?.code === subSiteMenuItemCode,
    );
    if (item && item.title !== label) problems.push(`${queryKey.join('/')} names ${item.title}`);
    if (!item && label !== undefined && queryKey.includes('menu-config'))
      problems.push(`${queryKey.join('/')} without ${label}'s item`);
  }
  return problems;
}

/** Every non-empty `link` in a menu answer, at any depth (the parsed menu and the API's raw one alike). */
export function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.link === 'string' && record.link !== '' ? [record.link] : [];
  return [
    ...own,
    ...Object.values(record).flatMap((child) => (typeof child === 'object' ? linksIn(child) : [])),
  ];
}
