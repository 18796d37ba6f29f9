import * as z from '@site-chrome/shared/schema-kit';

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.com" would become the protocol-relative
// "//evil.com"; any control character therefore disqualifies a link.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// "//host" and "/\host" are both read by browsers as protocol-relative URLs to another origin.
const sameOriginPathPattern = /^\/(?![/\\])/;
const httpUrlPattern = /^https?:\/\//i;

/**
 * True when a server-supplied link may be rendered: a same-origin path ("/trade") or an absolute http(s) URL.
 * `z.url()` is not enough because it accepts `javascript:` URLs.
 */
export function isSafeLink(value: string): boolean {
  if (hasControlCharacter(value)) return false;
  if (sameOriginPathPattern.test(value)) return true;
  if (!httpUrlPattern.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every link or image URL from the server goes through this; unsafe or malformed values become ''. */
export const safeLinkSchema = z.catch(
  z.string().check(
    z.trim(),
    z.refine((value) => isSafeLink(value)),
  ),
  '',
);

export type SafeLink = z.infer<typeof safeLinkSchema>;
