/**
 * The market panels' data in one federated entry. Every `@site-chrome/shared/data/*` file is shared on its
 * own, and each shared module a remote consumes costs its remoteEntry.js a row in the share maps (about
 * 70 B gzip): eight endpoint modules through one entry keep that to one row.
 * The endpoint files stay the single place each call is defined; this file only gathers them.
 */
export { useMenuTabs } from './markets/menu-tabs';
export type { MenuSubTab, MenuTab } from './markets/menu-tabs';
export { parseSpotRows, useSpotMarkets } from './markets/spot-markets';
export type { SpotMarket } from './markets/spot-markets';
export { useFuturesContracts } from './markets/futures-contracts';
export type { FuturesContract, FuturesContractsResult } from './markets/futures-contracts';
export { useDeliveryContracts } from './markets/delivery-contracts';
export type { DeliveryContract } from './markets/delivery-contracts';
export { useOptionsUnderlyings } from './markets/options-underlyings';
export type { OptionsUnderlying } from './markets/options-underlyings';
export { usePreMarketCurrencies } from './markets/pre-market';
export type { PreMarketCurrencies, PreMarketCurrency } from './markets/pre-market';
export { usePilotTokens } from './markets/pilot-tokens';
export type { PilotToken } from './markets/pilot-tokens';
export { useAlphaTokens } from './markets/alpha-tokens';
export type { AlphaToken } from './markets/alpha-tokens';
