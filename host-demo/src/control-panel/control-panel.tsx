import { type ChromeTrackEvent, supportedLanguages, useSkinChanged } from '@site-chrome/runtime';
import { siteKeys } from '@site-chrome/rules/sites';
import { maximumDemoMarketCount, type DemoSettings } from '@site-chrome/dev/demo';
import styled from 'styled-components';
import { ApiFaultSwitch } from './api-fault-switch';
import { ErrorReports } from './error-reports/error-reports';
import { FlagToggles } from './flag-toggles';
import { MenuFeatureToggles } from './menu-feature-toggles';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

interface ControlPanelProps {
  settings: DemoSettings;
  onChange: (settings: DemoSettings) => void;
  /** The last click the chrome reported through `onTrack`, as a host's analytics would receive it. */
  lastClick: ChromeTrackEvent | undefined;
  /** The last regional redirect the header asked for, as "main → tr at /trade/BTC_TRY". */
  lastRedirect: string | undefined;
  /** The last fiat the header reported through `onFiatChange`. */
  lastFiat: string | undefined;
}

/** Where the mock API says the visitor lands from; the regional redirect reads it. */
const landingCountries: [code: string, name: string][] = [
  ['', 'Unknown'],
  ['TR', 'Turkey'],
  ['US', 'United States'],
  ['JP', 'Japan'],
  ['SG', 'Singapore'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany (EU)'],
  ['HK', 'Hong Kong'],
  ['AU', 'Australia'],
  ['AE', 'United Arab Emirates'],
  ['BS', 'Bahamas'],
  ['BR', 'Brazil (no regional site)'],
];

/** "header · login (link /login)". */
function describeClick(click: ChromeTrackEvent): string {
  return `${click.part} · ${click.control} (${click.kind}${click.href ? ` ${click.href}` : ''})`;
}

/** `markets=<n>`: the fixtures' own list, or a bigger one to try the market panels at volume. */
const marketCountChoices = [
  [0, 'fixtures (2,750)'],
  [1000, '1,000'],
  [maximumDemoMarketCount, '10,000'],
] as const;

/** The demo's visible controls: the same settings as the URL contract, changed live. */
export function ControlPanel({ settings, onChange, lastClick, lastRedirect, lastFiat }: ControlPanelProps) {
  // The page store's "skin changed" flag, as a host reads it (docs/decisions/settings.md).
  const skinChanged = useSkinChanged();
  const change = <Field extends keyof DemoSettings>(field: Field, value: DemoSettings[Field]) =>
    onChange({ ...settings, [field]: value });

  return (
    <Panel aria-labelledby="demo-controls-title">
      <h2 id="demo-controls-title">Demo controls</h2>
      <Row>
        <label>
          Sub-site
          <select
            value={settings.site}
            onChange={(event) => change('site', event.target.value as DemoSettings['site'])}
          >
            {siteKeys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <select
            value={settings.language}
            onChange={(event) => change('language', event.target.value as DemoSettings['language'])}
          >
            {supportedLanguages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page theme
          <select
            value={settings.theme}
            onChange={(event) => change('theme', event.target.value as DemoSettings['theme'])}
          >
            <option value="light">light</option>
            <option value="dark">dark</option>
          </select>
        </label>
        <label>
          VIP tier
          <input
            type="number"
            min={0}
            max={16}
            value={settings.tier}
            onChange={(event) => change('tier', Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
          />
        </label>
        <label>
          Visitor country
          <select value={settings.country} onChange={(event) => change('country', event.target.value)}>
            {landingCountries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Spot markets
          <select
            value={settings.marketCount}
            onChange={(event) => change('marketCount', Number(event.target.value))}
          >
            {marketCountChoices.map(([count, label]) => (
              <option key={count} value={count}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <ApiFaultSwitch />
      </Row>
      <FlagToggles settings={settings} onChange={onChange} />
      <MenuFeatureToggles settings={settings} onChange={onChange} />
      <p role="status" aria-label="Last tracked click">
        Last tracked click: {lastClick ? describeClick(lastClick) : 'none yet'}
      </p>
      <p role="status" aria-label="Last regional redirect">
        Last regional redirect: {lastRedirect ?? 'none yet'}
      </p>
      <p role="status" aria-label="Last fiat change">
        Last fiat change (onFiatChange):{' '}
        {lastFiat === undefined ? 'none yet' : lastFiat || 'none (quote prices)'}
      </p>
      <p role="status" aria-label="Theme choice">
        Theme chosen by the reader (useSkinChanged): {skinChanged ? 'yes' : 'no'}
      </p>
      <ErrorReports settings={settings} />
    </Panel>
  );
}
