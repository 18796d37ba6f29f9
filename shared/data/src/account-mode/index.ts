export {
  accountModePath,
  defaultAccountMode,
  parseAccountModeResponse,
  useAccountMode,
} from './account-mode';
export type { AccountMode } from './account-mode';
