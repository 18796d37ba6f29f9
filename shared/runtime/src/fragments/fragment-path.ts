/** The longest `path` a fragment URL carries, in its canonical form. */
export const maxFragmentPathLength = 200;

/** RFC 3986 unreserved characters: an escape of one of these is needless, and is written as the character. */
const unreserved = /^[A-Za-z0-9\-._~]$/;
/** What a path segment may hold as it is (RFC 3986 `pchar` without escapes): unreserved, sub-delims, `:` and `@`. */
const segmentCharacter = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
/** A control character: C0, DEL or C1. */
export const hasControlCharacter = (text: string): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
/** Never in a path of ours, as it is: backslash, controls, and the query and fragment marks. */
const refusedCharacter = (path: string) => /[\\?#]/.test(path) || hasControlCharacter(path);
/** Bytes never in a path of ours, escaped either: controls, `/` and `\` (a sloppy decoder makes `//host` of them). */
const refusedByte = (byte: number) => byte < 0x20 || byte === 0x7f || byte === 0x2f || byte === 0x5c;

/** One segment in canonical form, or undefined when it cannot be one (empty, a dot segment, a bad escape). */
function canonicalSegment(segment: string): string | undefined {
  let written = '';
  for (let index = 0; index < segment.length;) {
    if (segment[index] === '%') {
      const hex = segment.slice(index + 1, index + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
      const byte = Number.parseInt(hex, 16);
      if (refusedByte(byte)) return undefined;
      const character = String.fromCharCode(byte);
      written += byte < 0x80 && unreserved.test(character) ? character : `%${hex.toUpperCase()}`;
      index += 3;
      continue;
    }
    const character = String.fromCodePoint(segment.codePointAt(index) ?? 0);
    if (segmentCharacter.test(character)) written += character;
    else {
      try {
        written += encodeURIComponent(character);
      } catch {
        return undefined; // a lone surrogate
      }
    }
    index += character.length;
  }
  return written === '' || written === '.' || written === '..' ? undefined : written;
}

/**
 * A page's path in the one form a fragment URL carries it (docs/decisions/fragment-urls.md), or undefined
 * when it has none: a same-origin absolute path that starts with one `/` (never `//` or `/\`), with no
 * backslash, control character, query or fragment, no `.`, `..` or empty segment, no trailing slash but
 * for `/` itself, only RFC 3986 path characters, escapes upper-case and only where needed (a needless one,
 * `%41`, is written `A`; a character that needs one, a space or `é`, gets it), valid UTF-8 once unescaped,
 * and at most 200 characters. The Sign Up link's `redirect_url` is built from it: none of these can name
 * another host.
 */
export function canonicalFragmentPath(path: string): string | undefined {
  // Longer than any path that could shorten to the bound (each escape of an unreserved character is 3 for 1).
  if (path.length > maxFragmentPathLength * 3) return undefined;
  if (!path.startsWith('/') || refusedCharacter(path)) return undefined;
  if (path === '/') return path;
  const segments = path.slice(1).split('/');
  // One trailing slash is the same page without it; any other empty segment is refused.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  const written: string[] = [];
  for (const segment of segments) {
    const canonical = canonicalSegment(segment);
    if (canonical === undefined) return undefined;
    written.push(canonical);
  }
  const canonical = `/${written.join('/')}`;
  if (canonical.length > maxFragmentPathLength) return undefined;
  try {
    decodeURIComponent(canonical);
  } catch {
    return undefined; // escapes that are no UTF-8 (an overlong `/`, a lone byte)
  }
  return canonical;
}
