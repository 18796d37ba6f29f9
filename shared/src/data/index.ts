/*
 * Server data for every remote: one file per endpoint holding its fetcher (API client + schema parse),
 * `queryOptions` (key from `chromeQueryKeys`, the cache policy as `queryFn`, a persister where the spec
 * names a cache) and hook. Hooks take `enabled`, so a panel's data is fetched the first time it is needed.
 */
export * from './header-menu';
export * from './footer-menu';
export * from './common-data';
export * from './compliance';
export * from './user-info';
export * from './account-settings';
export * from './account-mode';
export * from './announcements';
export * from './notices';
export * from './spot-markets';
export * from './futures-contracts';
export * from './delivery-contracts';
export * from './options-underlyings';
export * from './pilot-tokens';
export * from './alpha-tokens';
export * from './pre-market';
export * from './fiat-options';
export * from './fiat-market-rates';
export * from './menu-tabs';
export * from './cross-margin-info';
export { usePageDataContext } from './page-context';
export type { PageDataContext } from './page-context';
export { parseNonEmptyObject } from './envelope-object';
