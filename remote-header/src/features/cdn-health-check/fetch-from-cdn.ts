/** Why a file on the CDN did not come back: an HTTP status other than 200, or no answer at all. */
export type CdnProblem = { status: number } | { reason: 'network error' | 'timeout' };

export type CdnAnswer =
  { url: string; ok: true; response: Response } | { url: string; ok: false; problem: CdnProblem };

/** A CDN that takes the connection and never answers is as unreachable as one that refuses it. */
const cdnTimeoutMs = 10_000;

/** GETs one static file of the CDN; never rejects. Only a 200 is a success (footer spec section 7). */
export async function fetchFromCdn(url: string): Promise<CdnAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cdnTimeoutMs);
  try {
    // eslint-disable-next-line no-restricted-globals -- a probe of the CDN's static files, not API data: the API client's headers, cookies and JSON envelope do not apply
    const response = await fetch(url, {
      // `no-cache` asks the CDN every time but lets it answer 304, which fetch surfaces as the cached 200, so
      // a reader who has React cached does not download it again. The default mode would answer from the
      // browser cache (hashed chunks are cached for a year) without asking the CDN at all; `no-store` or
      // `reload` would download the whole file on every check.
      cache: 'no-cache',
      // Static files need no cookies, and the CDN's CORS answer (`*`) admits none.
      credentials: 'omit',
      signal: controller.signal,
    });
    if (response.status === 200) return { url, ok: true, response };
    return { url, ok: false, problem: { status: response.status } };
  } catch {
    return { url, ok: false, problem: { reason: controller.signal.aborted ? 'timeout' : 'network error' } };
  } finally {
    clearTimeout(timer);
  }
}
