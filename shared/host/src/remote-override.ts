/** What a page may say about one remote's build, and whether the host takes it. */
export type OverrideCheck = { accepted: true } | { accepted: false; problem: string };

const remoteFilePattern = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * The origin an allowlist entry stands for, as `URL.origin` spells it (`https://preview.example.com`),
 * or undefined when the entry is not an http(s) URL. Comparing whole origins, never prefixes or host
 * suffixes, is what keeps `https://chrome.example.com.evil.example` and
 * `https://chrome.example.com@evil.example` out: the browser parses both to an origin on evil.example.
 */
export function allowedOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decides whether an override may replace a remote's default build: an http(s) URL on an allowed
 * origin, without a user name or password, naming an `mf-manifest.json` or `remoteEntry.js`. Anything
 * else would let a crafted link run someone else's code inside the page.
 */
export function checkRemoteOverride(value: string, allowedOrigins: ReadonlySet<string>): OverrideCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { accepted: false, problem: `"${value}" is not a URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { accepted: false, problem: `${url.protocol} URLs are refused, only http(s)` };
  }
  if (!allowedOrigins.has(url.origin)) {
    return { accepted: false, problem: `origin ${url.origin} is not on this page's allowlist` };
  }
  if (url.username || url.password) {
    return { accepted: false, problem: `URLs with a user name or password are refused (${url.origin})` };
  }
  if (!remoteFilePattern.test(url.pathname)) {
    return { accepted: false, problem: `${url.href} is not an mf-manifest.json or remoteEntry.js` };
  }
  return { accepted: true };
}
