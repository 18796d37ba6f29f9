import type { DemoSettings } from '@site-chrome/dev/demo';
import { SettingToggles, type BooleanSetting } from './setting-toggles';

/** Each label says what turning the box on does to the header, so a visitor knows where to look. */
const toggles: { field: BooleanSetting; label: string }[] = [
  { field: 'payWith', label: 'payWith: "Pay with" in the exchange-rate tab' },
  { field: 'tabSearch', label: 'tabSearch: search boxes in the market panels' },
  { field: 'extraPanel', label: 'extraPanel: market panel beside Trade and Futures' },
  { field: 'menuTestnet', label: 'testnet: testnet menu' },
  { field: 'moreMenu', label: 'moreMenu: the "More" menu' },
  { field: 'subSiteTrade', label: "subSiteTrade: trade links to the sub-site's pair" },
  { field: 'dynamicData', label: 'Dynamic mode: ask compliance, common data and menu' },
  { field: 'newMenuMainSiteOnly', label: 'New menu system on the main site only' },
];

/** The header's menu feature flags (`menuFeatures`) and the two data switches, changed live. */
export function MenuFeatureToggles(props: {
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}) {
  return <SettingToggles legend="Menu features and data switches" toggles={toggles} {...props} />;
}
