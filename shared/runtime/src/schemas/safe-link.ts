import { readField } from './coercion';

/**
 * The one rule for every link or image URL that comes from the server (or from a stored copy of a server
 * answer) before it becomes an `href`, a `src` or a navigation target. The rule is an allowlist, so every
 * encoding trick that is not one of the two accepted shapes fails without having to be named:
 *
 * - a same-origin path: `/` followed by anything but a second `/` or a `\` (`/trade/BTC_USDT`);
 * - an absolute `http://` or `https://` URL with a host and no user name or password.
 *
 * Browsers are more forgiving than that, which is why each extra condition exists:
 * - they drop ASCII tabs and newlines anywhere in a URL and C0 controls and spaces at its ends, so
 *   `/\t/evil.example` would become the protocol-relative `//evil.example`: any control character fails;
 * - they read `\` as `/` in http(s) URLs (`/\evil.example`, `https:\\evil.example`): any backslash fails;
 * - `https:evil.example` and `http:/evil.example` resolve to other hosts: the scheme must be followed by `//`;
 * - `https://www.example.com@evil.example` sends the reader to evil.example: credentials fail;
 * - `javascript:`, `data:`, `vbscript:`, `blob:`, `file:` and every other scheme are simply not http(s).
 * HTML entities (`&#106;avascript:`) and percent-encoding (`javascript%3A`) are never decoded in an
 * attribute React sets, so they stay inert text and fail the shape test like any other junk.
 */

/** Longer values are refused: no real link is this long, and parsing one costs time on every render. */
const maximumLinkLength = 2048;

function hasControlCharacterOrBackslash(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    // C0 controls, DEL, C1 controls, and the backslash (0x5c).
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

const sameOriginPathPattern = /^\/(?!\/)/;
const httpUrlPattern = /^https?:\/\//i;

/**
 * True when a server-supplied link may be rendered as it is: a same-origin path (`/trade`) or an absolute
 * http(s) URL. The value is judged exactly as given (callers trim first: `toSafeLink` does).
 */
export function isSafeLink(value: string): boolean {
  if (value.length === 0 || value.length > maximumLinkLength) return false;
  if (hasControlCharacterOrBackslash(value)) return false;
  if (sameOriginPathPattern.test(value)) return true;
  if (!httpUrlPattern.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** The rule for values outside a zod schema (positional rows, stored copies, derived rows): trimmed, or ''. */
export function toSafeLink(value: unknown): string {
  if (typeof value !== 'string') return '';
  const link = value.trim();
  return isSafeLink(link) ? link : '';
}

/**
 * Every link or image URL field of a server schema uses this; unsafe or malformed values become ''.
 * A plain reader rather than `z.catch(z.string()...)`: a refused value then costs no zod issue, which
 * matters when a hostile answer fills hundreds of link fields.
 */
export const safeLinkSchema = readField(toSafeLink);
