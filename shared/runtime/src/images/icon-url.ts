/**
 * The one image helper (header spec section 7: "Icons are cache-busted by day number; image helper default
 * quality 75"). Every icon URL the chrome draws, built here (coin and fiat icons) or sent by the server (menu
 * items, menu badges, market rows, on-chain tokens), goes through `iconUrl`, which asks the image host for
 * quality 75 and adds the day number, so an icon replaced on the CDN reaches readers by the next day at the
 * latest while browsers still cache it all day.
 */
export const defaultIconQuality = 75;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Days since 1970-01-01 in UTC. The same number on every machine on the same UTC date, whatever its time
 * zone: a server in Frankfurt and a reader in Tokyo agree, so markup built on one and drawn on the other
 * names the same URLs.
 */
export function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / dayMs);
}

/*
 * Read once, when the runtime (the page's one copy, a federated singleton) loads: every icon on a page then
 * carries the same day for the page's whole life, so a render just after midnight never disagrees with one
 * just before it (no URL changes under the reader, no second download, no markup mismatch between a first
 * render and a later one). A renderer that must match markup made elsewhere (a server render) passes that
 * render's date as `day: utcDayNumber(requestDate)`.
 */
const pageDay = utcDayNumber(new Date());

interface IconUrlOptions {
  /** Image quality asked of the image host. Default 75. */
  quality?: number;
  /** UTC day number (`utcDayNumber`). Default: the day the page loaded. */
  day?: number;
}

const alreadyBusted = /[?&]d=\d+(?:[&#]|$)/;

/**
 * `src` with `q=<quality>&d=<day>` added to its query (before any `#fragment`). An empty URL stays empty (the
 * caller draws no image); a `data:` or `blob:` URL is not fetched from the image host and is left alone; a
 * URL that already carries a day is left as it is, so applying the helper twice changes nothing.
 */
export function iconUrl(
  src: string,
  { quality = defaultIconQuality, day = pageDay }: IconUrlOptions = {},
): string {
  if (src === '' || /^(?:data|blob):/i.test(src) || alreadyBusted.test(src)) return src;
  const hashAt = src.indexOf('#');
  const path = hashAt === -1 ? src : src.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : src.slice(hashAt);
  const separator = path.includes('?') ? (/[?&]$/.test(path) ? '' : '&') : '?';
  return `${path}${separator}q=${quality}&d=${day}${fragment}`;
}
