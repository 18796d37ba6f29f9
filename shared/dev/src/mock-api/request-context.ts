import { parseCookieString } from '@site-chrome/rules/settings';
import {
  countryCookieName,
  faultCookieName,
  loginCookieName,
  marketsCookieName,
  switchedAccountCookieName,
} from './cookie-names';
import { switchedPersona } from '../testing/fixtures/linked-personas';
import { unknownVisitorCountry } from '../testing/fixtures/compliance';
import type { MockRequest } from './mock-types';

export { faultCookieName, loginCookieName } from './cookie-names';

/** Per-request fault switches; they win over the cookie. */
const faultQueryName = '__fault';
const faultHeaderName = 'x-mock-fault';

const mockFaults = ['slow', 'error', 'malformed', 'empty'] as const;
export type MockFault = (typeof mockFaults)[number];

export type MockPersona = 'visitor' | 'user' | 'vip' | 'sub';

const personaByCookie: Record<string, MockPersona> = { '0': 'visitor', '1': 'user', vip: 'vip', sub: 'sub' };

/** The persona the reader signed in as (`demo_login`), before any account switch. */
function readSignedInPersona(cookies: MockRequest['cookies']): MockPersona {
  const value = cookies?.[loginCookieName];
  return (value !== undefined && personaByCookie[value]) || 'visitor';
}

/**
 * The persona the mock answers as: the one signed in (`demo_login`), or the linked account the reader switched
 * to (`demo_account`, set by the switch call) while it is one of that persona's accounts.
 */
export function readPersona(cookies: MockRequest['cookies']): MockPersona {
  return switchedPersona(readSignedInPersona(cookies), cookies?.[switchedAccountCookieName]);
}

/** The demo visitor's landing country (two letters, upper case), or '' when none was chosen. */
function readLandingCountry(cookies: MockRequest['cookies']): string {
  const value = cookies?.[countryCookieName]?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : '';
}

/** The spot market count the demo asked for (`markets=<n>`, 1 to 10000), or undefined for the fixtures' own. */
export function readMarketCount(cookies: MockRequest['cookies']): number | undefined {
  const count = Number(cookies?.[marketsCookieName]);
  return Number.isInteger(count) && count >= 1 && count <= 10_000 ? count : undefined;
}

/**
 * The header a fragment server (or a page's edge) names the visitor's country with: it asks for a visitor's
 * answers from its own address, so the country has to travel with the call.
 */
const visitorCountryHeaderName = 'x-visitor-country';

/**
 * The visitor's country: the `X-Visitor-Country` header when the call has one (two upper-case letters; `XX`
 * or anything else there is the unknown country, `XX`), else the demo's `demo_country` cookie, else
 * undefined: nobody named a country, and the caller's own address decides (a browser on the demo page).
 */
export function readVisitorCountry(request: MockRequest): string | undefined {
  const header = readHeader(request.headers, visitorCountryHeaderName);
  if (header !== undefined) return /^[A-Z]{2}$/.test(header) ? header : unknownVisitorCountry;
  const cookie = readLandingCountry(request.cookies);
  return cookie === '' ? undefined : cookie;
}

export function readHeader(headers: MockRequest['headers'], name: string): string | undefined {
  if (headers === undefined) return undefined;
  const key = Object.keys(headers).find((headerName) => headerName.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * The fault for this request: query `__fault`, then header `x-mock-fault`, then cookie `mock_fault`. The first
 * switch that is set decides, so `?__fault=none` answers normally even while the session cookie is on.
 */
export function readFault(request: MockRequest): MockFault | undefined {
  const value =
    request.query?.[faultQueryName] ??
    readHeader(request.headers, faultHeaderName) ??
    request.cookies?.[faultCookieName];
  return mockFaults.find((fault) => fault === value?.trim().toLowerCase());
}

/** Parses a `Cookie` header ("a=1; b=2") into a map; values are URI-decoded when possible. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  return Object.fromEntries(parseCookieString(header ?? ''));
}

/** Splits "/path?x=1" so a caller may pass the query either way; explicit `query` entries win. */
export function splitPathAndQuery(request: MockRequest): {
  path: string;
  query: Record<string, string | undefined>;
} {
  const [rawPath = '', search = ''] = request.path.split('?', 2);
  const query: Record<string, string | undefined> = Object.fromEntries(new URLSearchParams(search));
  Object.assign(query, request.query);
  // "/apiw/v2/market/spots/" and "/apiw/v2/market/spots" are the same route.
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  return { path, query };
}
