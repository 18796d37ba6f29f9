/**
 * The signed-in user's endpoints in one federated entry: each is one `defineAccountQuery`, and one entry is
 * one row in every remoteEntry.js's share maps instead of five. Paths, parsers and defaults (for tests, the
 * mock API and the hostile-input kit) are in `@site-chrome/data/testing`, which is not federated.
 */
export { useUserInfo } from './user-info';
export type { UserInfo } from './user-info';
export { useAccountMode } from './account-mode';
export { useKycStatus } from './kyc-status';
export { useUserTier } from './user-tier';
export { useCrossMarginInfo } from './cross-margin-info';
