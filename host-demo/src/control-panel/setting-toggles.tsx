import type { DemoSettings } from '@site-chrome/dev/demo';
import styled from 'styled-components';

/** The demo settings a checkbox can turn on and off. */
export type BooleanSetting = {
  [Field in keyof DemoSettings]: DemoSettings[Field] extends boolean ? Field : never;
}[keyof DemoSettings];

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

/** A titled row of checkboxes, each switching one demo setting live. */
export function SettingToggles({
  legend,
  toggles,
  settings,
  onChange,
}: {
  legend: string;
  toggles: readonly { field: BooleanSetting; label: string }[];
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
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
