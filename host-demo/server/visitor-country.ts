import { parseCookieString } from '@site-chrome/rules/settings';
import { countryCookieName } from '@site-chrome/dev/mock-api/cookie-names';

/** The request header a page's edge names the visitor's country with (a CDN's geo header, mapped). */
const visitorCountryHeader = 'x-visitor-country';

const twoLetters = (value: string | undefined): string | undefined =>
  value !== undefined && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;

/**
 * The visitor's country the demo's composer asks the fragments for (issue 40, the fragment query's
 * `country`): the edge's `X-Visitor-Country` when the request has one (two letters, else unknown: the edge
 * has spoken), else the demo's own choice, its `country` parameter, then the `demo_country` cookie the demo
 * page keeps in step with it; else unknown (undefined, which the query leaves out).
 */
export function visitorCountryOf(
  headers: { [visitorCountryHeader]?: string | string[]; cookie?: string },
  demoCountryParameter: string,
): string | undefined {
  const header = headers[visitorCountryHeader];
  if (header !== undefined) return twoLetters(Array.isArray(header) ? header[0] : header);
  return (
    twoLetters(demoCountryParameter) ??
    twoLetters(parseCookieString(headers.cookie ?? '').get(countryCookieName))
  );
}
