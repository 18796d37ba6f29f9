/**
 * The market panels' data in one federated entry (their parsers, paths and persisters, for tests and the
 * dev kit, are in `@site-chrome/data/testing`). Every `@site-chrome/data/*` file is shared on its
 * own, and each shared module a remote consumes costs its remoteEntry.js a row in the share maps (about
 * 70 B gzip): eight endpoint modules through one entry keep that to one row.
 * The endpoint files stay the single place each call is defined; this file only gathers them.
 */
export { useMenuTabs } from './menu-tabs';
export type { MenuTab } from './menu-tabs';
export { useSpotMarkets } from './spot-markets';
export { groupSpotMarketsByCategory } from './spot-market';
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
