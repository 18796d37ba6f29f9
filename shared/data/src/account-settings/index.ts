export { accountSettingsPath } from './account-settings';
