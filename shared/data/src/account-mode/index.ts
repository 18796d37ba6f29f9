export {
  accountModePath,
  defaultAccountMode,
  parseAccountModeResponse,
  useAccountMode,
} from './account-mode';
