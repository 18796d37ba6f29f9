/*
 * Zod schemas for every server answer the chrome reads. Raw JSON goes through one of these once, at the
 * edge; everything after uses the inferred types.
 */
export * from './coercion';
export * from './safe-link';
export * from './parse-list';
export * from './envelope';
export * from './coin-icon';
export * from './spot-market';
export * from './futures-contract';
export * from './delivery-contract';
export * from './options-underlying';
export * from './pilot-token';
export * from './alpha-token';
export * from './pre-market-currency';
export * from './menu-item';
export * from './parse-menu';
export * from './menu-tab';
export * from './notification';
export * from './account-mode';
export * from './cross-margin-info';
export * from './fiat-option';
export * from './fiat-currency';
export * from './fiat-market-rates';
export * from './user-info';
export * from './common-data';
export * from './site-defaults';
export * from './compliance';
export * from './announcement';
export * from './footer-menu-item';
export * from './announcement-page-key';
