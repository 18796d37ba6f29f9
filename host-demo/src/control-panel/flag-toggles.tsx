import type { DemoSettings } from '@site-chrome/dev/demo';
import styled from 'styled-components';

type FlagField =
  | 'login'
  | 'subAccount'
  | 'testnet'
  | 'phone'
  | 'copper'
  | 'italyLimit'
  | 'ukLimit'
  | 'regionalRedirect'
  | 'hostLanguage'
  | 'fiatLive';

const flags: { field: FlagField; label: string }[] = [
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

export function FlagToggles({
  settings,
  onChange,
}: {
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}) {
  return (
    <Fieldset>
      <legend>Variant flags</legend>
      {flags.map(({ field, label }) => (
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
