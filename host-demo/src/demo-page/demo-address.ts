import { splitLanguageSegment } from '@site-chrome/dev/demo';
import { languageUrl, mainSite } from '@site-chrome/rules/sites';

/**
 * The demo page's address for its language, in the form of a language URL (header spec section 2): the
 * language in the path (`/de/trade/BTC_USDT`), nothing for English, and no `lang` in the query. `?lang=`
 * is read on arrival only: left in the query, it would outlive the header's language URLs, which keep the
 * query as it is, so choosing English (no segment, by the spec) would land on the old language again.
 * A fixed page (`/plain.html`, `/bundled.html`) cannot take a segment: its `lang` stays in the query.
 */
export function demoAddress(
  language: string,
  pathname: string,
  search: string,
): { pathname: string; search: string } {
  const { path } = splitLanguageSegment(pathname);
  if (/\.html$/.test(path)) return { pathname, search };
  const parameters = new URLSearchParams(search);
  parameters.delete('lang');
  const query = parameters.toString();
  // The demo's sub-sites all live at this host's root: the main site's base path is theirs.
  return { pathname: languageUrl(mainSite, language, path), search: query ? `?${query}` : '' };
}
