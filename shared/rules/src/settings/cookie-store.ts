/**
 * The one place that reads and writes `document.cookie`. Reads never throw: a malformed value
 * (bad percent-encoding) comes back raw, and a document that forbids cookies (sandboxed iframe)
 * reads as empty, because a settings cookie must never take the header down.
 */

/** Anything with a `cookie` string: `document` in the browser, a plain object in tests or on the server. */
export interface CookieJar {
  cookie: string;
}

/**
 * Every cookie the chrome writes is `Path=/` and `SameSite=Lax`, and `Secure` when the page is https (an
 * http page cannot keep a Secure cookie, and localhost is the only http page we serve). Those are not
 * options, so no caller can write one that differs.
 */
export interface CookieWriteOptions {
  /** Lifetime in seconds. Default: none, so the cookie ends with the browser session. */
  maxAgeSeconds?: number;
}

/** Whether cookies written now get `Secure`: on an https page; without a page (the server), yes. */
function pageIsHttps(): boolean {
  if (typeof location === 'undefined') return true;
  return location.protocol === 'https:';
}

function browserCookieJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function decodeCookiePart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function readCookieString(jar: CookieJar | undefined): string {
  if (!jar) return '';
  try {
    return typeof jar.cookie === 'string' ? jar.cookie : '';
  } catch {
    // Sandboxed documents throw a SecurityError on access; treat them as having no cookies.
    return '';
  }
}

/** Parses a `Cookie` header or `document.cookie` string; the first value of a repeated name wins, as browsers send the most specific path first. */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const separatorIndex = part.indexOf('=');
    if (separatorIndex <= 0) continue;
    const name = decodeCookiePart(part.slice(0, separatorIndex).trim());
    if (name === '' || cookies.has(name)) continue;
    let value = part.slice(separatorIndex + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies.set(name, decodeCookiePart(value));
  }
  return cookies;
}

/** Reads one cookie; `undefined` when it is absent or there is no document (server side). */
export function readCookie(
  name: string,
  jar: CookieJar | undefined = browserCookieJar(),
): string | undefined {
  return parseCookieString(readCookieString(jar)).get(name);
}

/** Builds the `name=value; attributes` string a `document.cookie` assignment takes. */
export function serializeCookie(name: string, value: string, options: CookieWriteOptions = {}): string {
  const { maxAgeSeconds } = options;
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(maxAgeSeconds)}`);
  parts.push('path=/');
  if (pageIsHttps()) parts.push('secure');
  parts.push('samesite=Lax');
  return parts.join('; ');
}

/** Writes one cookie; does nothing without a document. Returns whether the write was attempted without error. */
export function writeCookie(
  name: string,
  value: string,
  options: CookieWriteOptions = {},
  jar: CookieJar | undefined = browserCookieJar(),
): boolean {
  if (!jar) return false;
  try {
    jar.cookie = serializeCookie(name, value, options);
    return true;
  } catch {
    return false;
  }
}

/**
 * Expires one cookie at once (on path `/`, where every cookie of ours lives). The middle argument is
 * ignored: it held `{ path, secure }` before those were fixed, and a remote built then still passes it.
 */
export function removeCookie(
  name: string,
  ignoredOptions: object = {},
  jar: CookieJar | undefined = browserCookieJar(),
): boolean {
  void ignoredOptions;
  return writeCookie(name, '', { maxAgeSeconds: 0 }, jar);
}
