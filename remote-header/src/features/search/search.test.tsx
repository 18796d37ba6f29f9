import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logError, providePageRemoteLoader, type PageRemoteLoader } from '@site-chrome/runtime';
import { expectConsoleErrors, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';
import { useSpotMarkets } from '@site-chrome/data/market-lists';
import type { AggregatedSearchHostProps } from './search-remote';

setUpMockApi();

const receivedProps: AggregatedSearchHostProps[] = [];

/** Stands in for AggregatedSearch from the search origin: shows that it is there and what it was given. */
function FakeAggregatedSearch(props: AggregatedSearchHostProps) {
  receivedProps.push(props);
  return <input role="combobox" aria-label="Search" aria-expanded="false" data-remote="search" />;
}

function provideLoader(answer: () => ReturnType<PageRemoteLoader>) {
  const loader = jest.fn(answer);
  providePageRemoteLoader(loader as unknown as PageRemoteLoader);
  return loader;
}

const ready = () => Promise.resolve({ status: 'ready' as const, module: { default: FakeAggregatedSearch } });

/** Like the real AggregatedSearch, fetches the spot list through the page's query client. */
function FakeSearchWithMarkets(props: AggregatedSearchHostProps) {
  useSpotMarkets();
  return FakeAggregatedSearch(props);
}

beforeEach(() => {
  receivedProps.length = 0;
  window.history.replaceState(null, '', '/');
  document.cookie = 'device_type=; Max-Age=0; Path=/';
});

async function openSearch(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Search' }) };
}

describe('the Search button', () => {
  it('loads nothing from the search origin until the pointer or focus reaches it, then preloads it', async () => {
    const loader = provideLoader(ready);
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const button = await screen.findByRole('button', { name: 'Search' });
    expect(loader).not.toHaveBeenCalled();

    await user.hover(button);

    await waitFor(() => expect(loader).toHaveBeenCalledWith('search/AggregatedSearch'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the dialog "Search" hosting AggregatedSearch with the page language, fiat and link prefix', async () => {
    provideLoader(ready);
    renderWithChrome(<Header language="de" fiat="EUR" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suche' }));

    const dialog = await screen.findByRole('dialog', { name: 'Suche' });
    expect(await within(dialog).findByRole('combobox')).toHaveAttribute('data-remote', 'search');
    expect(receivedProps.at(-1)).toEqual(
      expect.objectContaining({
        language: 'de',
        currentFiat: 'EUR',
        languagePrefix: '/de',
        searchVersion: 5,
        theme: 'light',
      }),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveFocus();
  });

  it('is not there on testnet', async () => {
    provideLoader(ready);
    renderWithChrome(<Header variant={{ testnet: true }} />);
    await screen.findByRole('button', { name: 'Theme' });
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});

describe('with a device_type', () => {
  it.each([
    ['parameter', () => window.history.replaceState(null, '', '/?device_type=app')],
    ['cookie', () => (document.cookie = 'device_type=ios; Path=/')],
  ])('as a %s, never loads AggregatedSearch and searches in the header', async (_, setDeviceType) => {
    setDeviceType();
    const loader = provideLoader(ready);
    renderWithChrome(<Header />);
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('button', { name: 'Search' }));
    const { dialog } = await openSearch(user);

    const field = await within(dialog).findByRole('combobox', { name: 'Search' });
    expect(field).toHaveFocus();
    await user.type(field, 'btc');
    expect(await within(dialog).findByRole('option', { name: /^BTC\/USDT/ })).toHaveAttribute(
      'href',
      '/trade/BTC_USDT',
    );
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('when the search origin fails', () => {
  it('falls back to the header market search on the shared ranking, with the one error the loader logs', async () => {
    const consoleError = expectConsoleErrors();
    provideLoader(() => {
      logError('site-chrome', 'remote "search/AggregatedSearch" could not be loaded; showing its fallback.');
      return Promise.resolve({ status: 'unavailable', reason: 'connection refused' });
    });
    renderWithChrome(<Header />);
    const { user, dialog } = await openSearch();

    const field = await within(dialog).findByRole('combobox', { name: 'Search' });
    await user.type(field, 'btc');
    const options = await within(dialog).findAllByRole('option');
    expect(options[0]).toHaveAccessibleName(/^BTC\//);
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.type(field, 'zzzz');
    expect(await within(dialog).findByText('No data')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('falls back when AggregatedSearch throws, and the header stays up', async () => {
    const consoleError = expectConsoleErrors();
    function Broken(): never {
      throw new Error('search props changed');
    }
    provideLoader(() => Promise.resolve({ status: 'ready', module: { default: Broken } }));
    renderWithChrome(<Header />);
    const { dialog } = await openSearch();

    expect(await within(dialog).findByRole('combobox', { name: 'Search' })).not.toHaveAttribute(
      'data-remote',
    );
    expect(screen.getByRole('banner', { hidden: true })).toBeInTheDocument();
    const messages = consoleError.mock.calls.map(([message]) => String(message));
    expect(messages.filter((message) => message.includes('AggregatedSearch: failed to render'))).toHaveLength(
      1,
    );
  });
});

describe('the props AggregatedSearch gets from the header (footer spec section 7)', () => {
  it('are all nine, market rates and the coin-icon whitelist included, once the spot list is known', async () => {
    provideLoader(() =>
      Promise.resolve({ status: 'ready' as const, module: { default: FakeSearchWithMarkets } }),
    );
    renderWithChrome(<Header fiat="EUR" />);
    await openSearch();

    await waitFor(() => expect(receivedProps.at(-1)?.coinIconWhitelist).toBeDefined());
    const props = receivedProps.at(-1)!;
    expect(Object.keys(props).sort()).toEqual(
      [
        'coinIconWhitelist',
        'currentFiat',
        'defaultP2PFiat',
        'fiatRates',
        'language',
        'languagePrefix',
        'marketRates',
        'searchVersion',
        'theme',
      ].sort(),
    );
    // Quote currencies in USD, read off the same spot list the search shows.
    expect(props.marketRates.USDT).toBe(1);
    expect(props.marketRates.BTC).toBeGreaterThan(0);
    // The listed coins: BTC is, a made-up coin is not (its icon is never requested).
    expect(props.coinIconWhitelist).toContain('BTC');
    expect(props.coinIconWhitelist).not.toContain('NOTACOIN');
  });

  it('leave the whitelist out while the spot list is unknown, so no icon is refused for lack of it', async () => {
    provideLoader(ready);
    renderWithChrome(<Header />);
    await openSearch();

    await waitFor(() => expect(receivedProps.length).toBeGreaterThan(0));
    expect(receivedProps.at(-1)).not.toHaveProperty('coinIconWhitelist');
    expect(receivedProps.at(-1)?.marketRates).toEqual({});
  });
});
