export {
  accountSettingsPath,
  accountSettingsQueryOptions,
  getAccountSettings,
  useAccountSettings,
} from './account-settings';
export type { UseAccountSettingsOptions } from './account-settings';
