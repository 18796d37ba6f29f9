import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { chromeQueryClient, chromeQueryKeys, chromeStore } from '@site-chrome/runtime';
import {
  getFixtures,
  mockServer,
  renderWithChrome,
  requestsTo,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

const marketPaths = {
  tabs: '/apiw/v2/common/tabs',
  spots: '/apiw/v2/market/spots',
  futures: '/apiw/v2/market/futures',
  delivery: '/apiw/v2/delivery/usdt/contracts',
  options: '/apiw/v2/options/underlying',
  preMarket: '/apiw/v2/pre-market/service/currencies/simple-info',
  pilot: '/apiw/v2/pilot/markets',
  alphas: '/apiw/v2/market/alphas',
} as const;

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));

/**
 * Opens a dropdown by hover and moves the pointer onto one of its items. The move is one pointer-enter:
 * jsdom's pointer moves carry no related target, so a second `user.hover` would look like leaving the page.
 */
async function hoverItem(user: ReturnType<typeof userEvent.setup>, group: string, item: RegExp) {
  const button = await navigation().findByRole('button', { name: group });
  await user.hover(button);
  const link = await navigation().findByRole('link', { name: item });
  fireEvent.pointerEnter(link, { pointerType: 'mouse' });
  return link;
}

const setup = () => userEvent.setup({ skipHover: true });

describe('the extra market panel', () => {
  it('fetches nothing for the markets when the page loads', async () => {
    renderWithChrome(<Header />);
    await navigation().findByRole('button', { name: 'Trade' });
    for (const path of Object.values(marketPaths)) expect(requestsTo(path)).toHaveLength(0);
  });

  it('shows the spot list beside Trade once the pointer reaches Spot, fetched once, with links to the pair', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);

    const list = await screen.findByRole('list', { name: 'Spot' });
    const first = (await within(list).findAllByRole('link'))[0];
    expect(first).toHaveAccessibleName(/^[A-Z0-9]+\/USDT/);
    const btc = within(list).getByRole('link', { name: /^BTC\/USDT/ });
    expect(btc).toHaveAttribute('href', '/trade/BTC_USDT');
    expect(btc).toHaveTextContent('Bitcoin');
    expect(requestsTo(marketPaths.spots)).toHaveLength(1);
    expect(requestsTo(marketPaths.tabs)).toHaveLength(1);
    expect(requestsTo(marketPaths.futures)).toHaveLength(0);

    // Moving on to other items and back shows the same list without fetching again.
    fireEvent.pointerEnter(navigation().getByRole('link', { name: /^Convert/ }), { pointerType: 'mouse' });
    fireEvent.pointerEnter(navigation().getByRole('link', { name: /^Spot/ }), { pointerType: 'mouse' });
    expect(screen.getByRole('list', { name: 'Spot' })).toBeInTheDocument();
    expect(requestsTo(marketPaths.spots)).toHaveLength(1);
  });

  it('draws only a window of rows however long the list is', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);

    const list = await screen.findByRole('list', { name: 'Spot' });
    const usdtCount = getFixtures().spotRows.filter((row) => row[1] === 'usdt').length;
    const rows = await within(list).findAllByRole('listitem');
    expect(usdtCount).toBeGreaterThan(2000);
    // 530 px of 58 px rows (10 in view) and 9 rows of overscan below them.
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[0]).toHaveAttribute('aria-setsize', String(usdtCount));
  });

  it('puts new listings first, tagged New with their opening time', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    // The fixtures' clock is in the past: new listings are those after the reader's now.
    const now = getFixtures().nowSeconds;
    jest.spyOn(Date, 'now').mockReturnValue(now * 1000);
    await hoverItem(user, 'Trade', /^Spot/);

    const list = await screen.findByRole('list', { name: 'Spot' });
    const [first] = await within(list).findAllByRole('link');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent(/Opens \d\d-\d\d \d\d:\d\d/);
  });

  it('switches sub-tabs: Spot USDC lists pairs quoted in USDC', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    await screen.findByRole('list', { name: 'Spot' });

    await user.click(screen.getByRole('tab', { name: 'USDC' }));

    const list = screen.getByRole('list', { name: 'Spot' });
    const links = await within(list).findAllByRole('link');
    for (const link of links) expect(link).toHaveAccessibleName(/^\S+\/USDC/);
    expect(within(list).getByRole('link', { name: /^ETH\/USDC/ })).toHaveAttribute('href', '/trade/ETH_USDC');
  });

  it('keeps a list chosen before: switching back shows it where it was scrolled, hidden meanwhile', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    const usdt = await screen.findByRole('list', { name: 'Spot' });
    usdt.scrollTop = 58 * 40;
    fireEvent.scroll(usdt);

    await user.click(screen.getByRole('tab', { name: 'USDC' }));
    const usdc = screen.getByRole('list', { name: 'Spot' });
    expect(usdc).not.toBe(usdt);
    // Behind its tab the USDT list is out of the accessibility tree (and, by content-visibility, out of
    // the focus order: e2e/header-markets.spec.ts checks that in Chromium).
    expect(usdt.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByRole('list', { name: 'Spot' })).toBe(usdt);
    expect(usdt.scrollTop).toBe(58 * 40);
    expect(usdc.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('opens again with no market shown until the pointer reaches an item, then shows its lists from the top', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    const list = await screen.findByRole('list', { name: 'Spot' });
    list.scrollTop = 58 * 40;
    fireEvent.scroll(list);
    await user.click(screen.getByRole('tab', { name: 'USDC' }));

    await user.unhover(navigation().getByRole('button', { name: 'Trade' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Spot' })).not.toBeInTheDocument());

    await user.hover(navigation().getByRole('button', { name: 'Trade' }));
    await navigation().findByRole('link', { name: /^Spot/ });
    expect(screen.queryByRole('list', { name: 'Spot' })).not.toBeInTheDocument();
    fireEvent.pointerEnter(navigation().getByRole('link', { name: /^Spot/ }), { pointerType: 'mouse' });
    expect(screen.getByRole('tab', { name: 'USDC' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Spot' })).not.toBe(list);
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    // The same list (the sub-tab choice is kept), shown from the top in this new opening.
    expect(screen.getByRole('list', { name: 'Spot' })).toBe(list);
    expect(list.scrollTop).toBe(0);
    expect(requestsTo(marketPaths.spots)).toHaveLength(1);
  });

  it('loads the icons of rows drawn during a scroll only once they stay on screen', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    const list = await screen.findByRole('list', { name: 'Spot' });
    const [firstRow] = await within(list).findAllByRole('link');
    // Rows drawn at rest show their icon at once.
    expect(firstRow?.querySelector('img')).not.toBeNull();

    list.scrollTop = 58 * 200;
    fireEvent.scroll(list);
    // Read at once, in the render the scroll caused: waiting (findBy) could outlast the 200 ms rest on a
    // loaded machine, and the row would already be at rest with its icon.
    const scrolledTo = within(list).getByRole('listitem', {
      name: (_, element) => element.getAttribute('aria-posinset') === '201',
    });
    expect(scrolledTo.querySelector('img')).toBeNull();
    expect(scrolledTo.querySelector('[data-icon-pending]')).not.toBeNull();
    // Rows take no pointer events while the list scrolls under a resting pointer, and do again at rest.
    expect(list).toHaveAttribute('data-scrolling');
    await waitFor(() => expect(scrolledTo.querySelector('img')).not.toBeNull());
    expect(scrolledTo.querySelector('[data-icon-pending]')).toBeNull();
    await waitFor(() => expect(list).not.toHaveAttribute('data-scrolling'));
  });

  it('shows the change over the chosen window, asking the server for that window', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    act(() => chromeStore.getState().setChangeWindow('utc8'));
    await hoverItem(user, 'Trade', /^Spot/);
    const list = await screen.findByRole('list', { name: 'Spot' });

    expect(requestsTo(marketPaths.spots)[0]?.searchParams.get('timezone')).toBe('utc8');
    const btcRow = getFixtures().spotRows.find((row) => row[2] === 'btc_usdt');
    const percent = Number(btcRow?.[6]);
    const btc = within(list).getByRole('link', { name: /^BTC\/USDT/ });
    expect(btc).toHaveTextContent(`${percent >= 0 ? '+' : ''}${percent.toFixed(2)}%`);
    act(() => chromeStore.getState().setChangeWindow('24h'));
  });

  it('shows futures by settle, polls only while shown, and fetches delivery only when its tab is chosen', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Futures', /^USDT-M Futures/);

    const list = await screen.findByRole('list', { name: 'Futures' });
    expect(within(list).getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute(
      'href',
      '/futures/USDT/BTC_USDT',
    );
    expect(requestsTo(marketPaths.futures)).toHaveLength(1);
    expect(requestsTo(marketPaths.delivery)).toHaveLength(0);
    const futuresQuery = () =>
      chromeQueryClient
        .getQueryCache()
        .find({ queryKey: chromeQueryKeys.futuresContracts({ timezone: '' }) });
    // Polled every 10 minutes by the one observer the shown panel holds.
    expect(futuresQuery()?.observers.map((observer) => observer.options.refetchInterval)).toEqual([600_000]);

    await user.click(screen.getByRole('tab', { name: 'BTC-M' }));
    expect(within(screen.getByRole('list', { name: 'Futures' })).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/futures\/BTC\/[A-Z0-9]+_USD$/),
    );

    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    const delivery = await within(screen.getByRole('list', { name: 'Futures' })).findAllByRole('link');
    expect(delivery[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/futures-delivery\/USDT\/\w+_USDT_\d+$/),
    );
    expect(requestsTo(marketPaths.delivery)).toHaveLength(1);

    // Back and forth within 30 s: the delivery answer is reused.
    await user.click(screen.getByRole('tab', { name: 'USDT-M' }));
    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    await within(screen.getByRole('list', { name: 'Futures' })).findAllByRole('link');
    expect(requestsTo(marketPaths.delivery)).toHaveLength(1);

    // Another market shown beside the items: the futures panel is hidden and stops polling.
    fireEvent.pointerEnter(navigation().getByRole('link', { name: /^Options/ }), { pointerType: 'mouse' });
    await screen.findByRole('list', { name: 'Options' });
    expect(screen.queryByRole('list', { name: 'Futures' })).not.toBeInTheDocument();
    expect(futuresQuery()?.observers.map((observer) => observer.options.refetchInterval)).toEqual([false]);
    fireEvent.pointerEnter(navigation().getByRole('link', { name: /^USDT-M Futures/ }), {
      pointerType: 'mouse',
    });
    await screen.findByRole('list', { name: 'Futures' });

    await user.unhover(navigation().getByRole('button', { name: 'Futures' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Futures' })).not.toBeInTheDocument());
    // Closed: the panel stays mounted, hidden, and keeps the list without polling it.
    expect(futuresQuery()?.observers.map((observer) => observer.options.refetchInterval)).toEqual([false]);

    // Open again, Futures shown beside the items once more: polling resumes.
    await hoverItem(user, 'Futures', /^USDT-M Futures/);
    await screen.findByRole('list', { name: 'Futures' });
    expect(futuresQuery()?.observers.map((observer) => observer.options.refetchInterval)).toEqual([600_000]);
  });

  it.each([
    ['Options', /^Options/, 'Options', /^\/options\/BTC_USDT$/],
    ['Trade', /^Pre-Market/, 'Pre-Market', /^\/pre-market\/[A-Z0-9]+$/],
    ['Trade', /^Pilot/, 'Pilot', /^\/pilot\/[a-z0-9-]+$/],
  ])('shows the %s list from the %s item, rows linking to %s pages', async (group, item, listName, href) => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, group === 'Options' ? 'Futures' : group, item);

    const list = await screen.findByRole('list', { name: listName });
    const links = await within(list).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((link) => href.test(link.getAttribute('href') ?? ''))).toBe(true);
  });

  it('shows 10 placeholder rows while loading, then the rows', async () => {
    mockServer.use(
      http.get(marketPaths.spots, async () => {
        await delay(200);
        return HttpResponse.json({
          code: 0,
          data: { list: [['btc', 'usdt', 'btc_usdt', 'Bitcoin', '1', '1', '1']] },
        });
      }),
    );
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading markets');
    expect(document.querySelector('[data-placeholder-rows]')?.children).toHaveLength(10);
    expect(await screen.findByRole('link', { name: /^BTC\/USDT/ })).toBeInTheDocument();
  });

  it('says "No data" when a market has nothing', async () => {
    mockServer.use(http.get(marketPaths.spots, () => HttpResponse.json({ code: 0, data: { list: [] } })));
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('draws hostile rows safely: missing fields, huge strings, unsafe icons', async () => {
    const huge = 'X'.repeat(100_000);
    mockServer.use(
      http.get(marketPaths.spots, () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              [
                'evil',
                'usdt',
                'evil_usdt',
                huge,
                '1',
                '1',
                'NaN',
                0,
                0,
                0,
                0,
                0,
                'false',
                'javascript:alert(1)',
                '',
              ],
              [null, null, 'bare_usdt'],
              ['', '', '<img src=x onerror=alert(1)>_usdt', '<b>bold</b>', '2', '2', '3'],
              'not a row',
              ['no pair at all'],
            ],
          },
        }),
      ),
    );
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);

    const list = await screen.findByRole('list', { name: 'Spot' });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(3);
    for (const image of list.querySelectorAll('img')) {
      expect(image.getAttribute('src')).not.toMatch(/^\s*javascript:/i);
    }
    // Markup in server text stays text; the path is encoded.
    const markup = within(list).getByRole('link', { name: /^<IMG SRC=X ONERROR=ALERT\(1\)>\/USDT/ });
    expect(markup).toHaveAttribute(
      'href',
      `/trade/${encodeURIComponent('<IMG SRC=X ONERROR=ALERT(1)>_USDT')}`,
    );
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByRole('link', { name: /^EVIL\/USDT/ })).toHaveTextContent('+0.00%');
  });
});

describe('the market list from the keyboard', () => {
  it('is reached by Tab from its item, moved through with the arrow keys, and Escape closes the dropdown', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    const trade = await navigation().findByRole('button', { name: 'Trade' });
    trade.focus();
    await user.keyboard('{Enter}');
    const spot = await navigation().findByRole('link', { name: /^Spot/ });
    await user.tab();
    expect(spot).toHaveFocus();

    const list = await screen.findByRole('list', { name: 'Spot' });
    await within(list).findAllByRole('link');
    // Tab from the item goes into its panel: the category, the search box, the sub-tabs, then one stop in
    // the list.
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search Spot' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveFocus();
    await user.tab();
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveFocus();
    expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getAllByRole('link')[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(list).getAllByRole('link')[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(list).getAllByRole('link')[0]).toHaveFocus();

    // Out of the panel, Tab carries on with the item after Spot.
    await user.tab();
    expect(navigation().getByRole('link', { name: /^Margin/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    expect(trade).toHaveFocus();
  });

  it('goes by Tab into the market shown, not one shown before and kept hidden', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    await within(await screen.findByRole('list', { name: 'Spot' })).findAllByRole('link');

    const pilot = navigation().getByRole('link', { name: /^Pilot/ });
    act(() => pilot.focus());
    const pilotList = await screen.findByRole('list', { name: 'Pilot' });
    const [firstPilotRow] = await within(pilotList).findAllByRole('link');
    // The Pilot panel's search box, then its list.
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search Pilot' })).toHaveFocus();
    await user.tab();
    expect(firstPilotRow).toHaveFocus();
  });

  it('moves between sub-tabs with the arrow keys, Home and End, choosing as it goes', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    await screen.findByRole('list', { name: 'Spot' });
    const usdt = screen.getByRole('tab', { name: 'USDT' });
    act(() => usdt.focus());

    await user.keyboard('{ArrowRight}');
    const usdc = screen.getByRole('tab', { name: 'USDC' });
    expect(usdc).toHaveFocus();
    expect(usdc).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'USDC' })).toContainElement(
      screen.getByRole('list', { name: 'Spot' }),
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'ETH' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(usdt).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ETH' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(usdt).toHaveAttribute('aria-selected', 'true');
  });

  it('goes back from the panel to its item with Shift+Tab', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    const trade = await navigation().findByRole('button', { name: 'Trade' });
    trade.focus();
    await user.keyboard('{Enter}');
    await navigation().findByRole('link', { name: /^Spot/ });
    await user.tab();
    await screen.findByRole('list', { name: 'Spot' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('searchbox', { name: 'Search Spot' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(navigation().getByRole('link', { name: /^Spot/ })).toHaveFocus();
  });
});

describe('the market list geometry (header spec section 9)', () => {
  it('draws 58 px rows in a 530 px list: the 10 rows in view and 9 rows of overscan', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);

    const list = await screen.findByRole('list', { name: 'Spot' });
    // The overscan comes in the task after the first frame (use-deferred-overscan.ts).
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10 + 9));
    expect(list).toHaveStyle({ height: '530px' });
    for (const row of within(list).getAllByRole('listitem')) expect(row).toHaveStyle({ height: '58px' });
  });
});

describe('the search boxes of the market lists (header spec section 5)', () => {
  const linkNames = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('link')
      .map((link) => link.textContent ?? '');

  it('Options: matches the pair with its underscore removed, typed either way', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Futures', /^Options/);
    const list = () => screen.getByRole('list', { name: 'Options' });
    await within(await screen.findByRole('list', { name: 'Options' })).findAllByRole('link');
    const search = screen.getByRole('searchbox', { name: 'Search Options' });

    await user.type(search, 'ETHUSDT');
    await waitFor(() => expect(within(list()).getAllByRole('link')).toHaveLength(1));
    expect(within(list()).getByRole('link', { name: /^ETH\/USDT/ })).toHaveAttribute(
      'href',
      '/options/ETH_USDT',
    );

    await user.clear(search);
    await user.type(search, 'sol_u');
    await waitFor(() => expect(linkNames(list())).toEqual([expect.stringMatching(/^SOL\/USDT/)]));

    await user.clear(search);
    await user.type(search, '.*');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('Pilot: matches the pair or the address, case-insensitively', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Pilot/);
    await within(await screen.findByRole('list', { name: 'Pilot' })).findAllByRole('link');
    const token = getFixtures().pilotTokens[7];
    const search = screen.getByRole('searchbox', { name: 'Search Pilot' });

    await user.type(search, token?.address.slice(-12).toUpperCase() ?? '');

    await waitFor(() =>
      expect(linkNames(screen.getByRole('list', { name: 'Pilot' }))).toEqual([
        expect.stringContaining(token?.show_pair ?? ''),
      ]),
    );
  });

  it('Pre-market: matches the market or the currency, in the sub-tab shown', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Pre-Market/);
    const list = () => screen.getByRole('list', { name: 'Pre-Market' });
    const before = (
      await within(await screen.findByRole('list', { name: 'Pre-Market' })).findAllByRole('link')
    ).length;
    const currency = getFixtures().preMarket.premint[4]?.currency ?? '';
    const search = screen.getByRole('searchbox', { name: 'Search Pre-Market' });

    await user.type(search, currency.toLowerCase());

    await waitFor(() => expect(within(list()).getAllByRole('link').length).toBeLessThan(before));
    expect(within(list()).getByRole('link', { name: new RegExp(`^${currency}/USDT`) })).toBeInTheDocument();
    for (const name of linkNames(list())) expect(name.toLowerCase()).toContain(currency.toLowerCase());
  });

  it('Spot: groups the markets by category; a market in two categories is under both', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    await within(await screen.findByRole('list', { name: 'Spot' })).findAllByRole('link');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('');

    await user.selectOptions(category, 'Meme');

    const memeUsdtPairs = getFixtures()
      .spotRows.filter((row) => row[1] === 'usdt' && row[14].split(',').includes('Meme'))
      .map((row) => `/trade/${row[2].toUpperCase()}`);
    const list = screen.getByRole('list', { name: 'Spot' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute(
        'aria-setsize',
        String(memeUsdtPairs.length),
      ),
    );
    for (const link of within(list).getAllByRole('link')) {
      expect(memeUsdtPairs).toContain(link.getAttribute('href'));
    }
    // DOGE is Meme and Payments: listed under both.
    expect(within(list).getByRole('link', { name: /^DOGE\/USDT/ })).toBeInTheDocument();
    await user.selectOptions(category, 'Payments');
    expect(
      await within(screen.getByRole('list', { name: 'Spot' })).findByRole('link', { name: /^DOGE\/USDT/ }),
    ).toBeInTheDocument();
  });
});

describe('the Alpha list', () => {
  const alphaTokens = () => getFixtures().alphaTokens;

  async function openAlpha() {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Alpha/);
    const list = await screen.findByRole('list', { name: 'Alpha' });
    await within(list).findAllByRole('link');
    return { user, list: () => screen.getByRole('list', { name: 'Alpha' }) };
  }

  it('lists the hot tokens by rank, with chain icon, pair and short address, linking to their page', async () => {
    const { list } = await openAlpha();
    const first = within(list()).getAllByRole('link')[0];
    const top = alphaTokens().find((token) => token.hot_rank === 1);

    expect(first).toHaveAccessibleName(new RegExp(`^${top?.show_pair.replace('/', '\\/')}`));
    expect(first).toHaveAttribute('href', `/alpha/${top?.seo_path}`);
    expect(first).toHaveTextContent(`${top?.address.slice(0, 4)}...${top?.address.slice(-4)}`);
    expect(first?.querySelectorAll('img')).toHaveLength(2);
    expect(requestsTo(marketPaths.alphas)).toHaveLength(1);
  });

  it('shows 8 skeleton rows while loading (footer spec, Alpha list)', async () => {
    mockServer.use(
      http.get(marketPaths.alphas, async () => {
        await delay(200);
        return HttpResponse.json({ code: 0, data: { list: alphaTokens().slice(0, 3) } });
      }),
    );
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Alpha/);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading markets');
    expect(document.querySelector('[data-placeholder-rows]')?.children).toHaveLength(8);
    expect(
      await within(await screen.findByRole('list', { name: 'Alpha' })).findAllByRole('link'),
    ).toHaveLength(3);
  });

  it('sorts New by buy_start, newest first', async () => {
    const { user, list } = await openAlpha();
    await user.click(screen.getByRole('tab', { name: 'New' }));

    const newest = [...alphaTokens()].sort((first, second) => second.buy_start - first.buy_start)[0];
    expect(within(list()).getAllByRole('link')[0]).toHaveAttribute('href', `/alpha/${newest?.seo_path}`);
  });

  it('goes back to the first sub-tab when another category is chosen, and lists only that category', async () => {
    const { user, list } = await openAlpha();
    await user.click(screen.getByRole('tab', { name: 'New' }));
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    const meme = categories.getByRole('button', { name: 'Meme' });

    await user.click(meme);

    expect(meme).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    const memeSeoPaths = new Set(
      alphaTokens()
        .filter((token) => token.categories.split(',').includes('Meme'))
        .map((token) => `/alpha/${token.seo_path}`),
    );
    for (const link of within(list()).getAllByRole('link')) {
      expect(memeSeoPaths.has(link.getAttribute('href') ?? '')).toBe(true);
    }
  });

  it("shows the tab menu's options as its side menu: the server's choice, order and words", async () => {
    const answer = getFixtures().menuTabs.map((tab) =>
      tab.market === 'memebox'
        ? {
            ...tab,
            options: [
              { value: 'Solana Ecosystem', title: 'Écosystème Solana' },
              { value: 'Meme', title: 'Mèmes' },
              { value: 'Nowhere', title: '' },
            ],
          }
        : tab,
    );
    mockServer.use(http.get(marketPaths.tabs, () => HttpResponse.json({ code: 0, data: { list: answer } })));
    const { user, list } = await openAlpha();
    const categories = within(screen.getByRole('group', { name: 'Categories' }));

    expect(categories.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Écosystème Solana',
      'Mèmes',
      // An option without a title is named by its value.
      'Nowhere',
    ]);
    // A category the rows carry but the server leaves out is not offered (its tokens stay under All).
    expect(categories.queryByRole('button', { name: 'AI' })).not.toBeInTheDocument();

    await user.click(categories.getByRole('button', { name: 'Écosystème Solana' }));
    const solana = new Set(
      alphaTokens()
        .filter((token) => token.categories.split(',').includes('Solana Ecosystem'))
        .map((token) => `/alpha/${token.seo_path}`),
    );
    const shown = within(list())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((href) => !solana.has(href ?? ''))).toEqual([]);
  });

  it('offers the categories the tokens carry when the tab menu sends no options', async () => {
    const answer = getFixtures().menuTabs.map(({ options: _options, ...tab }) => tab);
    mockServer.use(http.get(marketPaths.tabs, () => HttpResponse.json({ code: 0, data: { list: answer } })));
    await openAlpha();
    const names = within(screen.getByRole('group', { name: 'Categories' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    const carried = new Set(alphaTokens().flatMap((token) => token.categories.split(',')));
    expect(names[0]).toBe('All');
    expect(new Set(names.slice(1))).toEqual(carried);
  });

  it('searches the pair or the address, case-insensitively, taking regex characters literally', async () => {
    const { user, list } = await openAlpha();
    const search = screen.getByRole('searchbox', { name: 'Search Alpha tokens' });
    const token = alphaTokens()[5];

    await user.type(search, token?.address.slice(-10).toUpperCase() ?? '');
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([`/alpha/${token?.seo_path}`]),
    );

    await user.clear(search);
    await user.type(search, '.*');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
