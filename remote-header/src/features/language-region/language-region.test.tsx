import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeStore } from '@site-chrome/runtime';
import { languageNavigation, pageReload } from '@site-chrome/runtime/testing';
import { languageLoaded, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

beforeEach(() => {
  for (const name of ['market_rise_color', 'float_rate_mode', 'currency_rate_mode']) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  chromeStore.setState({ storedRiseColour: undefined, currencyRateMode: 'close', floatRateMode: undefined });
});

async function openDialog(name = 'Language and region') {
  const events = userEvent.setup();
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 3000 });
  return { events, dialog: within(dialog) };
}

describe('the Language tab', () => {
  it('lists the languages of common data, with the restricted-location notices for de, fr and es', async () => {
    renderWithChrome(<Header onLanguageChange={jest.fn()} />);
    const { dialog } = await openDialog();

    expect(await dialog.findByRole('button', { name: 'Deutsch' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(dialog.getByText('Not available to residents of Germany and Austria.')).toBeInTheDocument();
    expect(dialog.getByText('Not available to residents of France and Canada.')).toBeInTheDocument();
    expect(
      dialog.getByText('Not available to residents of Spain, Cuba, Bolivia and Venezuela.'),
    ).toBeInTheDocument();
    expect(dialog.getAllByRole('link', { name: 'User agreement' })[0]).toHaveAttribute(
      'href',
      '/user-agreement',
    );
  });

  it('hands the choice to the host when it handles language, with the Chinese red-up default', async () => {
    const onLanguageChange = jest.fn();
    renderWithChrome(<Header onLanguageChange={onLanguageChange} />);
    const { events, dialog } = await openDialog();

    await events.click(await dialog.findByRole('button', { name: '简体中文' }));

    expect(onLanguageChange).toHaveBeenCalledWith('zh');
    expect(chromeStore.getState()).toMatchObject({ language: 'zh', storedRiseColour: 'risered' });
    expect(screen.queryByRole('dialog', { name: 'Language and region' })).not.toBeInTheDocument();
  });

  it('asks about the Turkish site when Turkish is chosen elsewhere; staying keeps this site in Turkish', async () => {
    const onLanguageChange = jest.fn();
    const onSiteChange = jest.fn();
    renderWithChrome(
      <Header onLanguageChange={onLanguageChange} onSiteChange={onSiteChange} path="/price" />,
    );
    const { events, dialog } = await openDialog();

    await events.click(await dialog.findByRole('button', { name: 'Türkçe' }));
    const turkey = within(await screen.findByRole('dialog', { name: 'Türkçe' }));
    expect(onLanguageChange).not.toHaveBeenCalled();
    expect(turkey.getByRole('button', { name: 'Go to the Turkish site' })).toBeInTheDocument();
    await events.click(turkey.getByRole('button', { name: 'Stay on the global site in Turkish' }));

    expect(onLanguageChange).toHaveBeenCalledWith('tr');
    expect(onSiteChange).not.toHaveBeenCalled();
  });

  it('goes to the Turkish site through the host, which knows its address', async () => {
    const onSiteChange = jest.fn();
    renderWithChrome(<Header onLanguageChange={jest.fn()} onSiteChange={onSiteChange} path="/price" />);
    const { events, dialog } = await openDialog();
    await events.click(await dialog.findByRole('button', { name: 'Türkçe' }));

    await events.click(
      within(await screen.findByRole('dialog', { name: 'Türkçe' })).getByRole('button', {
        name: 'Go to the Turkish site',
      }),
    );

    expect(onSiteChange).toHaveBeenCalledWith({ site: 'tr', path: '/price' });
  });

  it('does not ask on the Turkish site itself', async () => {
    const onLanguageChange = jest.fn();
    renderWithChrome(<Header site="tr" onLanguageChange={onLanguageChange} />);
    const { events, dialog } = await openDialog();

    await events.click(await dialog.findByRole('button', { name: 'Türkçe' }));

    expect(screen.queryByRole('dialog', { name: 'Türkçe' })).not.toBeInTheDocument();
    expect(onLanguageChange).toHaveBeenCalledWith('tr');
  });
});

describe('without a host that switches language itself, a choice goes to the language URL', () => {
  // jsdom cannot navigate: where the browser would go is observed instead.
  let go: jest.SpyInstance<void, [string]>;
  beforeEach(() => {
    go = jest.spyOn(languageNavigation, 'go').mockImplementation(() => undefined);
  });
  afterEach(() => {
    go.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  // Header spec section 2: base path, then /{lang} with nothing added for en, then the current path.
  it.each([
    ['main', 'en', 'Language and region', 'Deutsch', '/trade/BTC_USDT', '/de/trade/BTC_USDT'],
    ['main', 'de', 'Sprache und Region', 'English', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['tr', 'tr', 'Dil ve bölge', 'English', '/trade/BTC_TRY', '/trade/BTC_TRY'],
    ['tr', 'en', 'Language and region', 'Türkçe', '/trade/BTC_TRY', '/tr/trade/BTC_TRY'],
    ['jp', 'ja', '言語と地域', 'English', '/trade/BTC_JPY', '/trade/BTC_JPY'],
    ['jp', 'en', 'Language and region', '日本語', '/trade/BTC_JPY', '/ja/trade/BTC_JPY'],
  ] as const)(
    'on the %s site in %s, "%s" then %s at %s goes to %s',
    async (site, language, dialogName, choice, path, expected) => {
      renderWithChrome(<Header site={site} language={language} path={path} />);
      await languageLoaded(language);
      const { events, dialog } = await openDialog(dialogName);

      await events.click(await dialog.findByRole('button', { name: choice }));

      expect(go).toHaveBeenCalledWith(expected);
    },
  );

  it("keeps the page's query and fragment", async () => {
    window.history.replaceState(null, '', '/trade/BTC_TRY?site=tr#chart');
    renderWithChrome(<Header site="tr" path="/trade/BTC_TRY" />);
    const { events, dialog } = await openDialog();

    await events.click(await dialog.findByRole('button', { name: 'Türkçe' }));

    expect(go).toHaveBeenCalledWith('/tr/trade/BTC_TRY?site=tr#chart');
  });
});

it('lays its tabs and panels out right to left on an Arabic page', async () => {
  renderWithChrome(<Header language="ar" onLanguageChange={jest.fn()} />);
  await languageLoaded('ar');
  const events = userEvent.setup();
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name: 'اللغة والمنطقة' }));
  const dialog = await screen.findByRole('dialog', { name: 'اللغة والمنطقة' }, { timeout: 3000 });

  const tabs = within(dialog).getByRole('tablist');
  expect(tabs.closest('[dir]')).toHaveAttribute('dir', 'rtl');
});

describe('the Exchange rate tab', () => {
  // jsdom cannot reload a page: the reload is observed instead.
  let reload: jest.SpyInstance<void, []>;
  beforeEach(() => {
    reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => reload.mockRestore());

  it('searches fiats by code and stores the choice, opening the currency-rate mode and telling the host', async () => {
    const onFiatChange = jest.fn();
    renderWithChrome(<Header onFiatChange={onFiatChange} fiatChange="live" />);
    const { events, dialog } = await openDialog();
    await events.click(dialog.getByRole('tab', { name: 'Exchange rate' }));

    await events.type(dialog.getByRole('searchbox', { name: 'Search fiat' }), 'eU');
    const fiats = within(dialog.getByRole('list', { name: 'Fiat currencies' }));
    expect(fiats.getAllByRole('button')).toHaveLength(1);
    // The icon is decorative (alt ""): the code names the option.
    expect(fiats.getByRole('button').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/coin_icon\/fiat\/EUR2x\.png\?q=75&d=\d+$/),
    );
    await events.click(fiats.getByRole('button', { name: /^EUR/ }));

    expect(onFiatChange).toHaveBeenCalledWith('EUR');
    expect(chromeStore.getState()).toMatchObject({ fiat: 'EUR', currencyRateMode: 'open' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('by default reloads the page after telling the host, as the spec says', async () => {
    const onFiatChange = jest.fn();
    renderWithChrome(<Header onFiatChange={onFiatChange} />);
    const { events, dialog } = await openDialog();
    await events.click(dialog.getByRole('tab', { name: 'Exchange rate' }));

    await events.click(dialog.getByRole('button', { name: /^JPY/ }));

    expect(onFiatChange).toHaveBeenCalledWith('JPY');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFiatChange.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] ?? 0);
  });

  it('pins prices to USD with the toggle and clears it when switched off', async () => {
    const onFiatChange = jest.fn();
    renderWithChrome(<Header fiat="EUR" onFiatChange={onFiatChange} fiatChange="live" />);
    const { events, dialog } = await openDialog();
    await events.click(dialog.getByRole('tab', { name: 'Exchange rate' }));
    const toggle = dialog.getByRole('switch', { name: "Don't switch to fiat price" });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await events.click(toggle);
    expect(chromeStore.getState().fiat).toBe('USD');
    await events.click(toggle);

    expect(chromeStore.getState().fiat).toBe('');
    expect(onFiatChange.mock.calls).toEqual([['USD'], ['']]);
  });

  it("stores the toggle's state (the float-rate mode), so choosing USD from the list does not turn it on", async () => {
    renderWithChrome(<Header fiat="EUR" fiatChange="live" />);
    const { events, dialog } = await openDialog();
    await events.click(dialog.getByRole('tab', { name: 'Exchange rate' }));
    const toggle = dialog.getByRole('switch', { name: "Don't switch to fiat price" });

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(chromeStore.getState().floatRateMode).toBe('open');
    expect(document.cookie).toContain('float_rate_mode=1');

    await events.click(dialog.getByRole('button', { name: /^USD/ }));

    expect(chromeStore.getState()).toMatchObject({
      fiat: 'USD',
      currencyRateMode: 'open',
      floatRateMode: 'close',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.cookie).toContain('float_rate_mode=0');
  });

  it('opens the pay-with list on demand, 167 by 410, with "No data" when nothing matches', async () => {
    renderWithChrome(<Header />);
    const { events, dialog } = await openDialog();
    await events.click(dialog.getByRole('tab', { name: 'Exchange rate' }));

    const toggle = dialog.getByRole('button', { name: 'Pay with' });
    await events.click(toggle);
    const payWith = await dialog.findByRole('list', { name: 'Buy crypto with' });
    const firstLink = within(payWith).getAllByRole('link')[0]!;
    expect(firstLink).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/crypto\/buy\?crypto=USDT&fiat=[A-Z]+$/),
    );
    // Header spec section 9: the list is 167 px wide and 410 px high; its fiat icons are 20 px, requested
    // through the one image helper (quality 75, day number).
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(payWith);
    expect(getComputedStyle(panel)).toMatchObject({ width: '167px', height: '410px' });
    const icon = firstLink.querySelector('img')!;
    expect(icon).toHaveAttribute('width', '20');
    expect(icon).toHaveAttribute('height', '20');
    expect(icon).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/coin_icon\/fiat\/[A-Z]+2x\.png\?q=75&d=\d+$/),
    );
    await events.type(dialog.getByRole('searchbox', { name: 'Search fiat' }), 'zzz');

    expect(dialog.getAllByText('No data')).toHaveLength(2);
  });
});
