/**
 * Crawlers by user agent: the engines' crawlers, link-preview fetchers and archivers. "bot" as a word or
 * before a version ("Googlebot/2.1", "AhrefsBot"), but not the Cubot phones whose user agents name the maker.
 */
const crawlerPattern =
  /(?<!cu)bot\b|crawl|spider|slurp|mediapartners-google|google-inspectiontool|facebookexternalhit|bingpreview|embedly|ia_archiver/i;

/** The channel whose visits are not checked (footer spec section 7), from `ch` in the URL or the `ch` cookie. */
const skippedChannel = 'propads';

export function isCrawler(userAgent: string): boolean {
  return crawlerPattern.test(userAgent);
}

/** Either source naming the channel is enough, in any letter case. */
export function isSkippedChannel(search: string, channelCookie: string | undefined): boolean {
  return [new URLSearchParams(search).get('ch'), channelCookie].some(
    (channel) => channel?.toLowerCase() === skippedChannel,
  );
}

export interface CdnCheckVisit {
  userAgent: string;
  /** The page's query string, e.g. `?ch=propads`. */
  search: string;
  /** The `ch` cookie, if any. */
  channelCookie: string | undefined;
}

/** The check is skipped for crawlers and for the propads channel (footer spec section 7). */
export function skipsCdnCheck(visit: CdnCheckVisit): boolean {
  return isCrawler(visit.userAgent) || isSkippedChannel(visit.search, visit.channelCookie);
}
