/**
 * Which calls may carry the page's credentials (its cookies and CSRF token, and a server-side caller's
 * extra headers): only those to the origin the credentials belong to. In the browser that is the page's
 * own origin; on the server (no `window`) it is the origin of the client's configured `baseUrl`. A path
 * that turns out absolute (`https://elsewhere/...`, `//elsewhere/...`) leaves that origin and goes bare.
 */
function credentialOrigin(baseUrl: string): string | undefined {
  if (typeof window !== 'undefined') return window.location.origin;
  return originOf(baseUrl, undefined);
}

/** Whether `url` (as the client will fetch it) stays on the origin its credentials belong to. */
export function sendsCredentialsTo(url: string, baseUrl: string): boolean {
  const ownOrigin = credentialOrigin(baseUrl);
  if (ownOrigin === undefined || ownOrigin === 'null') return false;
  const base = typeof window !== 'undefined' ? window.location.href : undefined;
  return originOf(url, base) === ownOrigin;
}

function originOf(url: string, base: string | undefined): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    // Not a URL at all (a relative path on the server, where there is nothing to resolve it against).
    return undefined;
  }
}
