import { toServerLanguage } from './server-language';

/** Query or form values; `undefined` and `null` entries are left out rather than sent as text. */
export type RequestFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

const csrfHeaderName = 'csrftoken';
/** The visitor's country a server asks for (issue 40, docs/decisions/visitor-country.md). */
const visitorCountryHeaderName = 'X-Visitor-Country';
export const csrfCookieName = 'csrftoken';
/** The server accepts this when the page has no CSRF cookie yet (header spec section 7). */
const defaultCsrfToken = '1';

export function toSearchParams(fields: RequestFields | undefined): URLSearchParams {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && value !== null) parameters.append(name, String(value));
  }
  return parameters;
}

export function buildRequestUrl(baseUrl: string, path: string, query: RequestFields | undefined): string {
  const queryString = toSearchParams(query).toString();
  const url = `${baseUrl}${path}`;
  if (queryString === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}

export interface HeaderInputs {
  method: 'GET' | 'POST';
  language: string;
  appType: number;
  /** Sent as `X-Visitor-Country` when given (a server asking for a visitor); none from a browser. */
  visitorCountry?: string | undefined;
  /** Whether the call stays on the origin its credentials belong to (see request-origin.ts). */
  toOwnOrigin: boolean;
  csrfToken: string | undefined;
  extraHeaders: Readonly<Record<string, string>>;
}

// What a CSRF token may hold. fetch throws on a header value with a NUL, CR/LF or a character past U+00FF,
// so one corrupted cookie would otherwise fail every call the page makes.
const tokenPattern = /^[\x21-\x7e]+$/;

/**
 * The CSRF token and the caller's extra headers (a server's internal-call headers) are credentials: a call
 * leaving the page's origin gets neither, so a token can never be read off the wire by another site.
 */
export function buildRequestHeaders({
  method,
  language,
  appType,
  visitorCountry,
  toOwnOrigin,
  csrfToken,
  extraHeaders,
}: HeaderInputs): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}),
    ...(toOwnOrigin
      ? {
          [csrfHeaderName]:
            csrfToken !== undefined && tokenPattern.test(csrfToken) ? csrfToken : defaultCsrfToken,
        }
      : {}),
    'X-Gate-AppLang': toServerLanguage(language),
    'X-Gate-AppType': String(appType),
    ...(visitorCountry === undefined ? {} : { [visitorCountryHeaderName]: visitorCountry }),
    ...(toOwnOrigin ? extraHeaders : {}),
  };
}
