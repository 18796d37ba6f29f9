import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeStore, ChromeProviders } from '@site-chrome/runtime';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import styled from 'styled-components';
import Header from '../../exposed/header';

setUpMockApi();

function clearPreferences() {
  for (const name of ['market_rise_color', 'change_reftime']) document.cookie = `${name}=; max-age=0; path=/`;
  chromeStore.setState({ storedRiseColour: undefined, storedChangeWindow: undefined });
}
beforeEach(clearPreferences);
afterAll(clearPreferences);

async function openSettings() {
  const events = userEvent.setup({ skipHover: true });
  const button = within(screen.getByRole('banner'))
    .getAllByRole('button', { name: 'Settings' })
    .find((candidate) => candidate.hasAttribute('aria-controls'));
  if (!button) throw new Error('no Settings menu');
  await events.click(button);
  const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
  await panel.findByRole('group', { name: 'Change window' });
  return { events, panel };
}

/** A price on another remote: it reads the theme's rise colour. */
const Rise = styled.span`
  color: ${({ theme }) => theme.colors.rise};
`;

describe('the Settings menu', () => {
  it('writes the rise colour and change window to their cookies and the store', async () => {
    renderWithChrome(<Header />);
    const { events, panel } = await openSettings();
    expect(panel.getByRole('radio', { name: 'Green up, red down' })).toBeChecked();
    expect(panel.getByRole('radio', { name: '24h' })).toBeChecked();

    await events.click(panel.getByRole('radio', { name: 'Red up, green down' }));
    await events.click(panel.getByRole('radio', { name: 'UTC 00:00' }));

    // The cookies are secure: jsdom's http page cannot keep them; the e2e suite reads them in Chromium.
    expect(chromeStore.getState()).toMatchObject({ storedRiseColour: 'risered', storedChangeWindow: 'utc0' });
  });

  it('turns the rise colour red on every remote of the page at once', async () => {
    renderWithChrome(
      <>
        <Header />
        <ChromeProviders>
          <Rise>+2.5%</Rise>
        </ChromeProviders>
      </>,
    );
    const green = getComputedStyle(screen.getByText('+2.5%')).color;
    const { events, panel } = await openSettings();

    await events.click(panel.getByRole('radio', { name: 'Red up, green down' }));

    expect(getComputedStyle(screen.getByText('+2.5%')).color).not.toBe(green);
  });

  it('on the US site offers neither the colour nor the UTC windows', async () => {
    renderWithChrome(<Header site="us" />);
    const { panel } = await openSettings();

    expect(panel.queryByRole('group', { name: 'Rise colour' })).not.toBeInTheDocument();
    expect(panel.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['24h']);
    expect(
      panel.getByText('On this site prices rise in green and change over 24 hours.'),
    ).toBeInTheDocument();
  });
});

describe('the phone sheet', () => {
  it('in the phone variant, Settings opens a sheet with Language and exchange rate, Rise colour and Change window', async () => {
    const events = userEvent.setup();
    renderWithChrome(<Header variant={{ phone: true }} />);
    const bar = within(screen.getByRole('banner'));
    expect(bar.queryByRole('button', { name: 'Language and region' })).not.toBeInTheDocument();

    await events.click(bar.getByRole('button', { name: 'Settings' }));
    const sheet = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 3000 });

    expect(
      within(sheet)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Language and exchange rate', 'Rise colour', 'Change window']);
    await events.click(within(sheet).getByRole('tab', { name: 'Rise colour' }));
    await events.click(within(sheet).getByRole('radio', { name: 'Red up, green down' }));
    expect(chromeStore.getState().storedRiseColour).toBe('risered');
  });
});
