import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { languageLoaded, mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import { recentSearchesKey } from '../features/recent';
import { searchEvents, type SearchSelectDetail } from '../features/events';
import AggregatedSearch from './aggregated-search';

setUpMockApi();

// jsdom cannot navigate: a followed link would print "Not implemented: navigation". The links' targets
// are read from their href; the click itself is stopped here, after the search has seen it.
function stopNavigation() {
  const stop = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
let restoreNavigation: () => void;
beforeEach(() => {
  localStorage.clear();
  restoreNavigation = stopNavigation();
});
afterEach(() => restoreNavigation());

// jsdom's accessible names put a space around the <mark> of the typed text ("ETH /USDT"); browsers do not.
const startsWithPair = (pair: string) => new RegExp(`^${pair.replace('/', '\\s?/')}`);

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });
const results = () => screen.findByRole('listbox', { name: 'Search results' });

async function typeQuery(text: string) {
  const user = userEvent.setup();
  await user.type(searchBox(), text);
  return user;
}

describe('before anything is typed', () => {
  it('is a region with a combobox named Search, and lists hot searches from the spot markets', async () => {
    renderWithChrome(<AggregatedSearch />);
    expect(screen.getByRole('region', { name: 'Aggregated search' })).toBeInTheDocument();
    const hot = await screen.findByRole('listbox', { name: 'Hot searches' });

    const options = within(hot).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveAttribute('href', expect.stringMatching(/^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/));
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows ten placeholder rows while the markets load', async () => {
    mockServer.use(
      http.get('/apiw/v2/market/spots', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderWithChrome(<AggregatedSearch />);

    const loading = await screen.findByRole('status', { name: 'Loading results' });
    expect(loading.querySelectorAll('[data-placeholder]')).toHaveLength(10);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('typing a query', () => {
  it('ranks ETH markets first, groups results by kind and marks the typed text', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    await typeQuery('eth');

    const listbox = await results();
    const spot = within(listbox).getByRole('group', { name: 'Spot' });
    const first = within(spot).getAllByRole('option')[0]!;
    expect(first).toHaveAccessibleName(startsWithPair('ETH/'));
    expect(first.querySelector('mark')).toHaveTextContent(/^eth$/i);
    expect(within(listbox).getByRole('group', { name: 'Futures' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Buy crypto' })).toHaveTextContent('Buy ETH with USD');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows one kind at a time on its tab, and says how many more there are', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    const user = await typeQuery('usdt');

    await user.click(screen.getByRole('tab', { name: 'Spot' }));

    const listbox = await results();
    expect(within(listbox).queryByRole('group')).not.toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(5);
    expect(options.length).toBeLessThanOrEqual(50);
    for (const option of options) expect(option).toHaveAttribute('href', expect.stringMatching(/^\/trade\//));
  });

  it('says "No data" when nothing matches, and a 10,000-character paste is searched safely', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });

    fireEvent.change(searchBox(), { target: { value: `(${'x'.repeat(9_999)}` } });

    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(searchBox()).toHaveValue(`(${'x'.repeat(9_999)}`);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the language prefix on every link and shows prices in the current fiat', async () => {
    renderWithChrome(
      <AggregatedSearch
        languagePrefix="/de"
        language="de"
        currentFiat="EUR"
        fiatRates={{ EUR: { symbol: '€', rate: 0.5 } }}
        marketRates={{ USDT: 1 }}
      />,
    );
    await languageLoaded('de');
    await screen.findByRole('listbox', { name: 'Beliebte Suchen' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Suche' }), 'btc');

    const listbox = await screen.findByRole('listbox', { name: 'Suchergebnisse' });
    const btc = within(listbox).getAllByRole('option', { name: startsWithPair('BTC/USDT') })[0];
    expect(btc).toHaveAttribute('href', '/de/trade/BTC_USDT');
    expect(btc).toHaveTextContent(/€[\d.,]+/);
    expect(screen.getByText('Preise in EUR')).toBeInTheDocument();
  });

  it('draws a lettered badge, with no image request, for a coin outside the icon whitelist', async () => {
    renderWithChrome(<AggregatedSearch coinIconWhitelist={['BTC']} />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    await typeQuery('eth');

    const eth = within(await results()).getAllByRole('option', { name: startsWithPair('ETH/') })[0]!;
    expect(eth.querySelector('img')).toBeNull();
    expect(eth.querySelector('[aria-hidden="true"]')).toHaveTextContent('E');
  });
});

describe('the keyboard (combobox pattern)', () => {
  it('moves through the options with the arrows, wraps, and follows the active one with Enter', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    const user = await typeQuery('btc');
    const listbox = await results();
    const options = within(listbox).getAllByRole('option');
    const selected: SearchSelectDetail[] = [];
    document.addEventListener(searchEvents.select, (event) =>
      selected.push((event as CustomEvent<SearchSelectDetail>).detail),
    );

    // While typing, the best match is active at once.
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(selected).toEqual([
      expect.objectContaining({ label: 'BTC/USDT', href: '/trade/BTC_USDT', query: 'btc', searchVersion: 5 }),
    ]);
    expect(searchBox()).toHaveFocus();
  });

  it('clears the field with Escape', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    const user = await typeQuery('sol');

    await user.keyboard('{Escape}');

    expect(searchBox()).toHaveValue('');
    expect(await screen.findByRole('listbox', { name: 'Hot searches' })).toBeInTheDocument();
  });

  it('moves between result kinds with the arrow keys in the tab list', async () => {
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    const user = await typeQuery('btc');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Buy crypto' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('recent searches', () => {
  it('remembers what was searched for, offers it again, and can be cleared', async () => {
    const cleared = jest.fn();
    document.addEventListener(searchEvents.clearRecent, cleared);
    renderWithChrome(<AggregatedSearch />);
    await screen.findByRole('listbox', { name: 'Hot searches' });
    const user = await typeQuery('eth');
    await user.keyboard('{Enter}');
    await user.clear(searchBox());

    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    expect(JSON.parse(localStorage.getItem(recentSearchesKey) ?? '')).toEqual(['eth']);
    await user.click(within(recent).getByRole('button', { name: 'eth' }));
    expect(searchBox()).toHaveValue('eth');

    await user.clear(searchBox());
    await user.click(
      within(await screen.findByRole('region', { name: 'Recent searches' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(localStorage.getItem(recentSearchesKey)).toBe('[]');
    expect(cleared).toHaveBeenCalledTimes(1);
    document.removeEventListener(searchEvents.clearRecent, cleared);
  });

  it('survives corrupted storage: logs one warning and starts with none', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(recentSearchesKey, '{not json');
    renderWithChrome(<AggregatedSearch />);

    expect(await screen.findByRole('listbox', { name: 'Hot searches' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(recentSearchesKey), expect.anything());
  });
});

describe('theme and direction', () => {
  it('follows the theme and language props', async () => {
    renderWithChrome(<AggregatedSearch theme="dark" language="ar" />);
    await languageLoaded('ar');

    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-theme', 'dark');
    expect(region).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'بحث' })).toBeInTheDocument());
  });

  it('keeps working on bad props, with one error naming them', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      renderWithChrome(
        <AggregatedSearch
          {...({ searchVersion: 4, languagePrefix: 'javascript:alert(1)', theme: 'neon' } as object)}
        />,
      );
    });

    expect(await screen.findByRole('listbox', { name: 'Hot searches' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]?.[0]);
    expect(message).toMatch(/AggregatedSearch: invalid props/);
    for (const field of ['searchVersion', 'languagePrefix', 'theme']) expect(message).toContain(`${field}:`);
    for (const option of screen.getAllByRole('option')) {
      expect(option.getAttribute('href')).toMatch(/^\/trade\//);
    }
  });
});

describe('props that cannot be serialised', () => {
  it('renders with a cyclic prop value, reported as a bad prop', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    renderWithChrome(<AggregatedSearch {...({ fiatRates: cyclic } as object)} />);

    expect(await screen.findByRole('listbox', { name: 'Hot searches' })).toBeInTheDocument();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('fiatRates');
  });
});
