import { encodeFragmentQuery, type FragmentProps } from '@site-chrome/host/fragments';
import { supportedLanguages } from '@site-chrome/runtime';
import { siteKeys } from '@site-chrome/rules/sites';

/**
 * Canonical fragment URLs for the load cases: what pages ask for, written by the one encoder, so an origin
 * that holds one URL per page state renders each and a cache keeps each.
 */
export const fragmentUrl = (part: string, props: FragmentProps): string => {
  const query = encodeFragmentQuery(props);
  return `/fragment/${part}${query ? `?${query}` : ''}`;
};

/**
 * The hot pages: the home page's header on every sub-site in six languages (66 URLs), what a busy site's
 * cache holds at any time.
 */
export function hotHeaderUrls(): string[] {
  const languages = supportedLanguages.slice(0, 6);
  return siteKeys.flatMap((site) => languages.map((language) => fragmentUrl('Header', { site, language })));
}

/**
 * The `n`-th page state nobody asked for before: another page path (`/markets/page-<n>`), on the sub-sites
 * and languages in turn, so the renders spread over the data scopes the warm-up filled.
 */
export function uncachedUrl(part: string, n: number): string {
  const site = siteKeys[n % siteKeys.length]!;
  const language = supportedLanguages[Math.floor(n / siteKeys.length) % supportedLanguages.length]!;
  return fragmentUrl(part, { site, language, path: `/markets/page-${n}` });
}

/** Every sub-site in every language: the data scopes a warm-up fills before the timed cases. */
export function everyScopeUrl(part: string): string[] {
  return siteKeys.flatMap((site) =>
    supportedLanguages.map((language) => fragmentUrl(part, { site, language, path: '/warm' })),
  );
}
