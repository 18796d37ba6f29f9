import type { DemoSettings } from '@site-chrome/dev/demo';
import { SettingToggles, type BooleanSetting } from './setting-toggles';

const flags: { field: BooleanSetting; label: string }[] = [
  { field: 'login', label: 'Logged in' },
  { field: 'subAccount', label: 'Sub-account' },
  { field: 'testnet', label: 'Testnet' },
  { field: 'phone', label: 'Phone variant' },
  { field: 'copper', label: 'Copper account' },
  { field: 'italyLimit', label: 'Italy limit' },
  { field: 'ukLimit', label: 'UK limit' },
  { field: 'regionalRedirect', label: 'Regional redirect (host opts in)' },
  { field: 'hostLanguage', label: 'Host switches language in place' },
  { field: 'fiatLive', label: 'Fiat changes in place (no reload)' },
  { field: 'switchTag', label: 'Linked accounts (is_switch_tag cookie)' },
];

/** The variant flags of the page's props (login, sub-account, testnet, limits) and host behaviours. */
export function FlagToggles(props: { settings: DemoSettings; onChange: (settings: DemoSettings) => void }) {
  return <SettingToggles legend="Variant flags" toggles={flags} {...props} />;
}
