import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { providePageRemoteLoader, type PageRemoteLoader } from '@site-chrome/runtime';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import AggregatedSearch from '@site-chrome/remote-search/AggregatedSearch';
import Header from '../exposed/header';

/*
 * Header spec section 3, "Site defaults (used before data arrives)": what a reader sees while common data (and
 * the fiat rate call) have not answered. The answers are held, never refused: a refusal would show the same
 * defaults through the fallback path, and this is about the time before any answer.
 */
setUpMockApi();

const held = () => new Promise<never>(() => undefined);
const holdCommonData = () => mockServer.use(http.get('*/api/web/v1/site/commonData', held));
const holdFiatRates = () => mockServer.use(http.get('*/api/web/v1/site/currFiatMarketRates', held));

const bar = () => within(screen.getByRole('banner'));

beforeEach(() => {
  // The Search dialog hosts the real AggregatedSearch, as the page's loader would give it.
  providePageRemoteLoader((() =>
    Promise.resolve({
      status: 'ready',
      module: { default: AggregatedSearch },
    })) as unknown as PageRemoteLoader);
});

async function openLanguageAndRegion() {
  const user = userEvent.setup();
  await user.click(bar().getByRole('button', { name: 'Language and region' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Language and region' }, { timeout: 3000 }),
  );
  return { user, dialog };
}

async function openSearch() {
  const user = userEvent.setup();
  await user.click(bar().getByRole('button', { name: 'Search' }));
  return within(await screen.findByRole('dialog', { name: 'Search' }));
}

describe('before common data answers', () => {
  beforeEach(holdCommonData);

  it('the Language tab lists the site defaults’ languages, by their own names', async () => {
    renderWithChrome(<Header onLanguageChange={jest.fn()} />);
    const { dialog } = await openLanguageAndRegion();

    for (const name of [
      'English',
      '简体中文',
      '繁體中文',
      '日本語',
      '한국어',
      'Türkçe',
      'Deutsch',
      'العربية',
    ]) {
      expect(dialog.getByRole('button', { name })).toBeInTheDocument();
    }
    // The defaults' name for Portuguese; the mock API's answer says "Português (Portugal)".
    expect(dialog.getByRole('button', { name: 'Português' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Português (Brasil)' })).toBeInTheDocument();
  });

  it('the Exchange rate tab offers the site defaults’ five fiats with their symbols', async () => {
    renderWithChrome(<Header fiatChange="live" />);
    const { user, dialog } = await openLanguageAndRegion();
    await user.click(dialog.getByRole('tab', { name: 'Exchange rate' }));

    const fiats = within(dialog.getByRole('list', { name: 'Fiat currencies' })).getAllByRole('button');
    expect(fiats.map((fiat) => fiat.textContent)).toEqual([
      'USD ($)',
      'EUR (€)',
      'GBP (£)',
      'JPY (¥)',
      'TRY (₺)',
    ]);
  });

  it('a visitor gets Log In and Sign Up (not logged in), with no language prefix in English', () => {
    renderWithChrome(<Header />);

    expect(bar().getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(bar().getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('a signed-in reader on the main site gets Deposit (no phone variant, no UK or Italy limit)', async () => {
    renderWithChrome(<Header user={{ uid: '7' }} />);

    expect(await bar().findByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/myaccount/deposit/USDT',
    );
  });

  it('the Search dialog says how many cryptocurrencies are listed: the defaults’ 2,700', async () => {
    renderWithChrome(<Header />);

    const search = await openSearch();

    expect(search.getByText('Search over 2,700 cryptocurrencies')).toBeInTheDocument();
  });
});

describe('once common data answers', () => {
  it('the Search dialog shows the server’s count instead', async () => {
    renderWithChrome(<Header />);

    const search = await openSearch();

    // The mock exchange lists 2,200 coins (each with a USDT market).
    expect(await search.findByText('Search over 2,200 cryptocurrencies')).toBeInTheDocument();
    expect(search.queryByText('Search over 2,700 cryptocurrencies')).not.toBeInTheDocument();
  });
});

describe('before the fiat rate call answers', () => {
  beforeEach(holdFiatRates);

  it('prices in the search are already in USD, at the site defaults’ rate of 1', async () => {
    renderWithChrome(<Header fiat="USD" />);

    const search = await openSearch();

    const results = within(
      await search.findByRole('region', { name: 'Aggregated search' }, { timeout: 3000 }),
    );
    expect(await results.findByText('Prices in USD')).toBeInTheDocument();
    expect(results.queryByText("Prices in each market's quote currency")).not.toBeInTheDocument();
  });
});
