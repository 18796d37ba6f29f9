/*
 * Test support, not shipped: every cache the chrome persists to localStorage, with its real persister, a
 * query key it stores under, the fresh-answer parser and the endpoint whose fixture answer fills it.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  fiatOptionsPath,
  fiatOptionsPersister,
  parseFiatOptionList,
  readStoredFiatOptions,
} from '@site-chrome/data/testing';
import { headerMenuPath, headerMenuPersisterFor, readStoredMenu } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';
import {
  alphaTokensPath,
  alphaTokensPersister,
  futuresContractsPath,
  futuresContractsPersister,
  menuTabsPath,
  menuTabsPersister,
  optionsUnderlyingsPath,
  optionsUnderlyingsPersister,
  pilotTokensPath,
  pilotTokensPersister,
  preMarketPath,
  preMarketPersister,
  spotMarketsPath,
  spotMarketsPersister,
  parseAlphaTokensResponse,
  readStoredAlphaTokens,
  parseFuturesContractsResponse,
  readStoredFuturesContracts,
  parseMenuTabsResponse,
  readStoredMenuTabs,
  defaultOptionsMarket,
  parseOptionsUnderlyingsResponse,
  readStoredOptionsUnderlyings,
  parsePilotTokensResponse,
  readStoredPilotTokens,
  parsePreMarketResponse,
  readStoredPreMarketCurrencies,
  parseSpotMarketsResponse,
  readStoredSpotMarkets,
} from '@site-chrome/data/testing';
import type { CachePersister } from '@site-chrome/runtime';
import { chromeQueryKeys } from '@site-chrome/runtime';
import { isSafeToRender } from './link-oracle';

export interface StoredCopy {
  /** The cache name (the storage key's first part). */
  name: string;
  persister: CachePersister<unknown>;
  queryKey: QueryKey;
  /** The endpoint whose answer the cache holds, for its fixture answer. */
  path: string;
  parse: (raw: unknown) => unknown;
  readStored: (stored: unknown) => unknown;
}

const asUnknown = <Data>(persister: CachePersister<Data>) => persister as unknown as CachePersister<unknown>;

export const storedCopies: readonly StoredCopy[] = [
  {
    name: 'header_menu_v2',
    persister: asUnknown(headerMenuPersisterFor(0)),
    queryKey: chromeQueryKeys.headerMenu({ language: 'en', platform: 'web', subWebsiteId: 0 }),
    path: headerMenuPath,
    parse: (raw) => parseMenu(raw, { placement: 'web', complianceMenuList: [] }),
    readStored: readStoredMenu,
  },
  {
    name: 'menu_web_trade_v2',
    persister: asUnknown(menuTabsPersister),
    queryKey: chromeQueryKeys.menuTabs({ language: 'en' }),
    path: menuTabsPath,
    parse: parseMenuTabsResponse,
    readStored: readStoredMenuTabs,
  },
  {
    name: 'all_market_v2',
    persister: asUnknown(spotMarketsPersister),
    queryKey: chromeQueryKeys.spotMarkets({ timezone: '' }),
    path: spotMarketsPath,
    parse: parseSpotMarketsResponse,
    readStored: readStoredSpotMarkets,
  },
  {
    name: 'apiFutureContracts_v2',
    persister: asUnknown(futuresContractsPersister),
    queryKey: chromeQueryKeys.futuresContracts({ timezone: '' }),
    path: futuresContractsPath,
    parse: parseFuturesContractsResponse,
    readStored: readStoredFuturesContracts,
  },
  {
    name: 'options_data',
    persister: asUnknown(optionsUnderlyingsPersister),
    queryKey: chromeQueryKeys.optionsUnderlyings({ market: defaultOptionsMarket }),
    path: optionsUnderlyingsPath,
    parse: (raw) => parseOptionsUnderlyingsResponse(raw, defaultOptionsMarket),
    readStored: readStoredOptionsUnderlyings,
  },
  {
    name: 'preMarket_v2',
    persister: asUnknown(preMarketPersister),
    queryKey: chromeQueryKeys.preMarketCurrencies(),
    path: preMarketPath,
    parse: parsePreMarketResponse,
    readStored: readStoredPreMarketCurrencies,
  },
  {
    name: 'pilot_market_data',
    persister: asUnknown(pilotTokensPersister),
    queryKey: chromeQueryKeys.pilotTokens({ timezone: '' }),
    path: pilotTokensPath,
    parse: parsePilotTokensResponse,
    readStored: readStoredPilotTokens,
  },
  {
    name: 'alpha_market_data',
    persister: asUnknown(alphaTokensPersister),
    queryKey: chromeQueryKeys.alphaTokens({ timezone: '' }),
    path: alphaTokensPath,
    parse: parseAlphaTokensResponse,
    readStored: readStoredAlphaTokens,
  },
  {
    name: 'buy_crypto_fiat_setting',
    persister: asUnknown(fiatOptionsPersister),
    queryKey: chromeQueryKeys.fiatOptions(),
    path: fiatOptionsPath,
    parse: parseFiatOptionList,
    readStored: readStoredFiatOptions,
  },
];

const linkKeys = new Set([
  'icon',
  'chain_icon',
  'light_image',
  'dark_image',
  'light_icon',
  'dark_icon',
  'jump_url',
  'link',
  'user_avatar',
  'url',
  'web_url',
]);

/** Every link-like field in parsed data that the oracle calls unsafe, as `path: value`. */
export function unsafeLinksIn(value: unknown, path = '', found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, index) => unsafeLinksIn(item, `${path}[${index}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (linkKeys.has(key) && typeof item === 'string' && !isSafeToRender(item)) {
        found.push(`${path}.${key}: ${JSON.stringify(item)}`);
      } else unsafeLinksIn(item, `${path}.${key}`, found);
    }
  }
  return found;
}
