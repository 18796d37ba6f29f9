import type { SiteDefinition, SiteKey } from './site-table';
import { findSite } from './resolve-site';
import { withRegionalTradePair } from './regional-trade-pair';

/**
 * The country (ISO 3166-1 alpha-2, as common data's `userLandingPageCountry`) each regional sub-site is
 * licensed for. Our reading of header spec section 4 ("redirected to the matching regional host"): the
 * EU site serves every member state under its Malta licence.
 */
const siteByCountry: Readonly<Record<string, SiteKey>> = {
  TR: 'tr',
  US: 'us',
  JP: 'jp',
  SG: 'sg',
  GB: 'uk',
  HK: 'hk',
  AU: 'au',
  AE: 'ae',
  BS: 'bs',
  ...Object.fromEntries(
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'
      .split(' ')
      .map((country) => [country, 'eu' as const]),
  ),
};

/**
 * The public pages a visitor may be moved from (header spec section 4, "listed public pages"): the home
 * page, markets and buying crypto, and spot trading. Account, futures and campaign pages are not moved:
 * the regional site may not offer them, and a deep link someone shared should open what it says.
 */
const listedPages: readonly RegExp[] = [
  /^\/$/,
  /^\/price$/,
  /^\/crypto$/,
  /^\/buy-sell-crypto$/,
  /^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/,
];

export interface RegionalRedirectInput {
  /** The sub-site the page is on; only the global main site ("certain hosts") sends visitors away. */
  site: Pick<SiteDefinition, 'key'>;
  /** From the host's user prop and common data's is_login: any sign of a session keeps the visitor here. */
  isLoggedIn: boolean;
  testnet: boolean;
  /** Page path, with query and fragment (kept on the way). */
  path: string;
  /** Common data's `userLandingPageCountry`; '' when unknown. */
  landingCountry: string;
}

export interface RegionalRedirectTarget {
  site: SiteKey;
  /** The same page on the regional site; a spot page opens the regional default pair's market. */
  path: string;
}

/**
 * Where a logged-out visitor on a listed public page of the global site belongs, or `null` to stay. Pure:
 * the header calls it only when the host opts in (`onRegionalRedirect`), and the host does the navigation,
 * because only it knows each sub-site's host.
 */
export function regionalRedirectFor({
  site,
  isLoggedIn,
  testnet,
  path,
  landingCountry,
}: RegionalRedirectInput): RegionalRedirectTarget | null {
  if (site.key !== 'main' || isLoggedIn || testnet) return null;
  const targetKey = siteByCountry[landingCountry.trim().toUpperCase()];
  const target = targetKey === undefined ? undefined : findSite(targetKey);
  if (!target) return null;
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : path.slice(queryStart);
  if (!listedPages.some((page) => page.test(pathname))) return null;
  return { site: target.key, path: withRegionalTradePair(pathname, target.defaultTradePair) + rest };
}
