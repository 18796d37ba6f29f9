import { useChromeStore, useMarketDisplay, useTranslation } from '@site-chrome/runtime';
import { type ChangeWindow, type RiseColour } from '@site-chrome/rules/settings';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { panelsNamespace } from '../../i18n/panels/panel-translations';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    padding: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 32px;
    cursor: pointer;
  }

  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Swatch = styled.span<{ $tone: 'rise' | 'fall' }>`
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${({ $tone }) => ($tone === 'rise' ? '#14a66b' : '#e0394f')};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const riseColourLabels: Record<RiseColour, string> = {
  risegreen: 'settings.greenUp',
  risered: 'settings.redUp',
};
const changeWindowLabels: Record<ChangeWindow, string> = {
  '24h': 'settings.window24h',
  utc0: 'settings.windowUtc0',
  utc8: 'settings.windowUtc8',
};

interface RadioChoicesProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  label: (value: Value) => ReactNode;
}

/** A radio group under its legend: the native radios give arrow-key movement and a named group. */
function RadioChoices<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: RadioChoicesProps<Value>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </Group>
  );
}

/** "Rise colour": green-up or red-up, stored in `market_rise_color`; hidden where the sub-site fixes it. */
export function RiseColourChoice() {
  const { t } = useTranslation(panelsNamespace);
  const { riseColour, canChooseRiseColour } = useMarketDisplay();
  const setRiseColour = useChromeStore((state) => state.setRiseColour);
  if (!canChooseRiseColour) return <Note>{t('settings.fixedBySite')}</Note>;
  return (
    <RadioChoices
      legend={t('settings.riseColour')}
      name="rise-colour"
      options={['risegreen', 'risered'] as const}
      value={riseColour}
      onChange={setRiseColour}
      label={(option) => (
        <>
          <Swatch $tone={option === 'risegreen' ? 'rise' : 'fall'} aria-hidden="true" />
          {t(riseColourLabels[option])}
        </>
      )}
    />
  );
}

/** "Change window": 24h, UTC 00:00 or UTC+8 00:00, stored in `change_reftime`; only 24h where the sub-site fixes it. */
export function ChangeWindowChoice() {
  const { t } = useTranslation(panelsNamespace);
  const { changeWindow, changeWindowOptions } = useMarketDisplay();
  const setChangeWindow = useChromeStore((state) => state.setChangeWindow);
  return (
    <RadioChoices
      legend={t('settings.changeWindow')}
      name="change-window"
      options={changeWindowOptions}
      value={changeWindow}
      onChange={setChangeWindow}
      label={(option) => t(changeWindowLabels[option])}
    />
  );
}
