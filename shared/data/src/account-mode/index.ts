export {
  accountModePath,
  accountModeQueryOptions,
  accountModes,
  defaultAccountMode,
  getAccountMode,
  parseAccountModeResponse,
  useAccountMode,
} from './account-mode';
export type { AccountMode, UseAccountModeOptions } from './account-mode';
