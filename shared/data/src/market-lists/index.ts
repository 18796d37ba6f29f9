/**
 * The market panels' data in one federated entry. Every `@site-chrome/data/*` file is shared on its
 * own, and each shared module a remote consumes costs its remoteEntry.js a row in the share maps (about
 * 70 B gzip): eight endpoint modules through one entry keep that to one row.
 * The endpoint files stay the single place each call is defined; this file only gathers them.
 */
export { useMenuTabs } from './menu-tabs';
export type { MenuTab } from './menu-tabs';
export { parseSpotRows, useSpotMarkets } from './spot-markets';
export type { SpotMarket } from './spot-markets';
export { useFuturesContracts } from './futures-contracts';
export type { FuturesContract, FuturesContractsResult } from './futures-contracts';
export { useDeliveryContracts } from './delivery-contracts';
export type { DeliveryContract } from './delivery-contracts';
export { useOptionsUnderlyings } from './options-underlyings';
export type { OptionsUnderlying } from './options-underlyings';
export { usePreMarketCurrencies } from './pre-market';
export type { PreMarketCurrencies, PreMarketCurrency } from './pre-market';
export { usePilotTokens } from './pilot-tokens';
export type { PilotToken } from './pilot-tokens';
export { useAlphaTokens } from './alpha-tokens';
export type { AlphaToken } from './alpha-tokens';

// The parsers, paths and persisters below are for the dev kit's hostile-input tests and stored-copy checks
// (`@site-chrome/dev/testing/hostile`); the chunk holds their code anyway, so naming them costs the names only.
export { groupSpotMarketsByCategory, parseSpotMarketsResponse, readStoredSpotMarkets } from './spot-market';
export { parseFuturesContractsResponse, readStoredFuturesContracts } from './futures-contract';
export { parseAlphaTokensResponse, readStoredAlphaTokens } from './alpha-token';
export { parseDeliveryContractsResponse } from './delivery-contract';
export { parseMenuTabsResponse, readStoredMenuTabs } from './menu-tab';
export {
  defaultOptionsMarket,
  parseOptionsUnderlyingsResponse,
  readStoredOptionsUnderlyings,
} from './options-underlying';
export { parsePilotTokensResponse, readStoredPilotTokens } from './pilot-token';
export { parsePreMarketResponse, readStoredPreMarketCurrencies } from './pre-market-currency';
export { spotMarketsPath, spotMarketsPersister } from './spot-markets';
export { alphaTokensPath, alphaTokensPersister } from './alpha-tokens';
export { deliveryContractsPath } from './delivery-contracts';
export { futuresContractsPath, futuresContractsPersister } from './futures-contracts';
export { menuTabsPath, menuTabsPersister } from './menu-tabs';
export { optionsUnderlyingsPath, optionsUnderlyingsPersister } from './options-underlyings';
export { pilotTokensPath, pilotTokensPersister } from './pilot-tokens';
export { preMarketPath, preMarketPersister } from './pre-market';
