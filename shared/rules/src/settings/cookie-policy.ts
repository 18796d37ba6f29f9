/** How long an acceptance lasts before the banner asks again (header spec section 9). */
export const cookiePolicyReshowAfterMs = 90 * 24 * 60 * 60 * 1000;

/** How far ahead of the page's clock an acceptance time may be (another device's clock) and still count. */
const acceptanceClockSkewMs = 24 * 60 * 60 * 1000;

export interface CookiePolicyBannerInput {
  /** From the resolved sub-site (the EU site only). */
  siteShowsCookiePolicy: boolean;
  isHomePage: boolean;
  /** When the user last accepted, in epoch milliseconds; `null`/`undefined` when never. */
  acceptedAt: number | null | undefined;
  /** Current time in epoch milliseconds. */
  now: number;
}

export function shouldShowCookiePolicyBanner({
  siteShowsCookiePolicy,
  isHomePage,
  acceptedAt,
  now,
}: CookiePolicyBannerInput): boolean {
  if (!siteShowsCookiePolicy || !isHomePage) return false;
  if (acceptedAt === null || acceptedAt === undefined || !Number.isFinite(acceptedAt)) return true;
  // An acceptance dated in the future (a corrupted entry, a wrong clock) would hide the banner for ever.
  if (acceptedAt > now + acceptanceClockSkewMs) return true;
  return now - acceptedAt > cookiePolicyReshowAfterMs;
}

/** Reads a stored acceptance timestamp; anything that is not a whole number of milliseconds counts as never accepted. */
export function parseCookiePolicyAcceptedAt(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || !/^\d+$/.test(stored.trim())) return null;
  return Number(stored.trim());
}

/** The home page is `/` or the bare language prefix (`/de`, `/de/`). */
export function isHomePath(pathname: string, languagePrefix = ''): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    withoutTrailingSlash === '/' || withoutTrailingSlash === '' || withoutTrailingSlash === languagePrefix
  );
}
