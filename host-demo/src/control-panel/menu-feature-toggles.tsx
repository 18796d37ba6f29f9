import type { DemoSettings } from '@site-chrome/dev/demo';
import styled from 'styled-components';

type MenuFeatureField =
  | 'payWith'
  | 'tabSearch'
  | 'extraPanel'
  | 'menuTestnet'
  | 'moreMenu'
  | 'subSiteTrade'
  | 'dynamicData'
  | 'newMenuMainSiteOnly';

/** Each label says what turning the box on does to the header, so a visitor knows where to look. */
const toggles: { field: MenuFeatureField; label: string }[] = [
  { field: 'payWith', label: 'payWith: "Pay with" in the exchange-rate tab' },
  { field: 'tabSearch', label: 'tabSearch: search box in the Alpha market panel' },
  { field: 'extraPanel', label: 'extraPanel: market panel beside Trade and Futures' },
  { field: 'menuTestnet', label: 'testnet: testnet menu' },
  { field: 'moreMenu', label: 'moreMenu: the "More" menu' },
  { field: 'subSiteTrade', label: "subSiteTrade: trade links to the sub-site's pair" },
  { field: 'dynamicData', label: 'Dynamic mode: ask compliance, common data and menu' },
  { field: 'newMenuMainSiteOnly', label: 'New menu system on the main site only' },
];

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border: 0;

  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** The header's menu feature flags (`menuFeatures`) and the two data switches, changed live. */
export function MenuFeatureToggles({
  settings,
  onChange,
}: {
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}) {
  return (
    <Fieldset>
      <legend>Menu features and data switches</legend>
      {toggles.map(({ field, label }) => (
        <label key={field}>
          <input
            type="checkbox"
            checked={settings[field]}
            onChange={(event) => onChange({ ...settings, [field]: event.target.checked })}
          />{' '}
          {label}
        </label>
      ))}
    </Fieldset>
  );
}
