/*
 * Test support, not shipped: an oracle for "is this href/src safe to render", written independently of the
 * safe-link rule (shared/runtime/src/schemas/safe-link.ts). It asks the WHATWG URL parser, the one browsers use,
 * where the value really leads, instead of looking at its spelling.
 */

/** The page the chrome is pretended to sit on. */
const oraclePageUrl = 'https://www.example.com/markets/';

export interface OracleVerdict {
  safe: boolean;
  /** Why it is unsafe; '' when safe. */
  reason: string;
}

const safe: OracleVerdict = { safe: true, reason: '' };
const unsafe = (reason: string): OracleVerdict => ({ safe: false, reason });

function standsAlone(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Safe means: resolved against the page, the value is an http(s) URL without credentials, and a value
 * that is not an absolute URL on its own (a path, `//host`, `\\host`) stays on the page's origin.
 */
export function judgeRenderedUrl(value: string, pageUrl: string = oraclePageUrl): OracleVerdict {
  const page = new URL(pageUrl);
  let resolved: URL;
  try {
    resolved = new URL(value, page);
  } catch {
    return unsafe('does not parse');
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
    return unsafe(`leads to a ${resolved.protocol} URL`);
  }
  if (resolved.username !== '' || resolved.password !== '') return unsafe('carries credentials');
  if (!standsAlone(value) && resolved.origin !== page.origin) {
    return unsafe(`a relative value that leaves the page for ${resolved.origin}`);
  }
  return safe;
}

export function isSafeToRender(value: string, pageUrl?: string): boolean {
  return judgeRenderedUrl(value, pageUrl).safe;
}
