import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getFixtures, mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// The menu, compliance and common data come from the mock API, as on the demo page.
// The mock API answers as on the demo page; expected warnings of the fixture's malformed items stay quiet.
setUpMockApi();

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** The server menu has arrived once its first dropdown button is there. */
const groupButton = (name: string) => navigation().findByRole('button', { name });

describe('given the server menu', () => {
  it('draws items with children as dropdown buttons and the others as links', async () => {
    renderWithChrome(<Header />);

    expect(await groupButton('Trade')).toHaveAttribute('aria-expanded', 'false');
    expect(navigation().getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
    // An item with only a title key still renders, under its key's text (English here).
    expect(navigation().getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    // An item that is an image alone is a link named by its text alternative.
    expect(navigation().getByRole('link', { name: 'Promo banner' })).toHaveAttribute('href', '/vip');
  });

  it('opens a dropdown on hover, shows its items with their badges, and closes on leave', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const trade = await groupButton('Trade');

    await user.hover(trade);

    await waitFor(() => expect(trade).toHaveAttribute('aria-expanded', 'true'));
    const alpha = await navigation().findByRole('link', { name: /Alpha/ });
    expect(alpha).toHaveAttribute('href', '/alpha');
    expect(alpha).toHaveTextContent('HOT');

    await user.unhover(trade);
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    expect(navigation().queryByRole('link', { name: /Alpha/ })).not.toBeInTheDocument();
  });

  it('opens on Enter, and Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const earn = await groupButton('Earn');

    earn.focus();
    await user.keyboard('{Enter}');
    expect(await navigation().findByRole('link', { name: /Simple Earn/ })).toBeVisible();
    expect(earn).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(navigation().getByRole('link', { name: /Simple Earn/ })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(earn).toHaveAttribute('aria-expanded', 'false');
    expect(earn).toHaveFocus();
  });

  it('splits the more-menu into headed groups and shows every badge type', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('More'));

    const rewards = await navigation().findByRole('group', { name: 'Rewards' });
    expect(within(rewards).getByRole('link', { name: /Referral/ })).toHaveTextContent('20 USDT');
    // Through the one image helper: quality 75 and the day number.
    expect(within(rewards).getByRole('img', { name: 'VIP' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/tags\/vip_badge-light\.png\?q=75&d=\d+$/),
    );
    const community = navigation().getByRole('group', { name: 'Community' });
    expect(within(community).getByRole('link', { name: /Live/ })).toHaveTextContent('LIVE');
    // A hidden item of the server is not drawn.
    expect(navigation().queryByRole('link', { name: /Old Promotion/ })).not.toBeInTheDocument();
  });

  it('opens external items in a new window without handing over the page', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('Launch'));

    const bountydrop = await navigation().findByRole('link', { name: /Bountydrop/ });
    expect(bountydrop).toHaveAttribute('target', '_blank');
    expect(bountydrop).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps an item whose link failed the safe-link rule readable but leading nowhere', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('Trade'));

    const bots = (await navigation().findByText('Trading Bots')).closest('a');
    expect(bots).not.toHaveAttribute('href');
    expect(bots).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('given a regional sub-site', () => {
  it.each([
    ['tr', 'BTC_TRY'],
    ['sg', 'BTC_SGD'],
    ['eu', 'BTC_USDC'],
    ['jp', 'BTC_JPY'],
    ['main', 'BTC_USDT'],
  ] as const)('on %s the trade links lead to %s', async (site, pair) => {
    const user = userEvent.setup();
    renderWithChrome(<Header site={site} path="/trade" />);

    await user.click(await groupButton('Trade'));

    expect(await navigation().findByRole('link', { name: /Spot/ })).toHaveAttribute('href', `/trade/${pair}`);
  });
});

describe('given the visibility rules', () => {
  it('drops the items the compliance check hides (the mock API hides xstocks and ondo)', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('Trade'));

    expect(await navigation().findByRole('link', { name: /Convert/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(navigation().queryByRole('link', { name: /xStocks/ })).not.toBeInTheDocument(),
    );
    expect(navigation().queryByRole('link', { name: /Ondo/ })).not.toBeInTheDocument();
  });

  // Which group holds each item the compliance check can remove.
  const complianceItems = [
    ['launchpad', 'Launch', /Launchpad/],
    ['xstocks', 'Trade', /xStocks/],
    ['ondo', 'Trade', /Ondo Global/],
  ] as const;

  it.each(complianceItems)('the compliance key %s removes its item alone', async (key) => {
    mockServer.use(
      http.get('*/api/web/v1/compliance/check', () =>
        HttpResponse.json({ code: 0, data: { menu_list: [key], business_list: [] } }),
      ),
    );
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await groupButton('Trade');

    for (const [itemKey, group, name] of complianceItems) {
      await user.click(navigation().getByRole('button', { name: group }));
      await navigation().findByRole('link', { name: /Convert|CandyDrop/ });
      if (itemKey === key) {
        await waitFor(() => expect(navigation().queryByRole('link', { name })).not.toBeInTheDocument());
      } else {
        expect(navigation().getByRole('link', { name })).toBeInTheDocument();
      }
    }
  });

  it('drops, on screen, a tag whose code the compliance menu list names (header spec section 3, Tag)', async () => {
    const user = userEvent.setup();
    // The mock compliance check names `card_new`, the Card item's "New" tag.
    renderWithChrome(<Header />);
    await user.click(await groupButton('Buy Crypto'));
    const card = await navigation().findByRole('link', { name: /^Card/ });
    await waitFor(() => expect(card).not.toHaveTextContent('New'));
    // Its neighbours keep theirs: only the named code goes.
    await user.click(navigation().getByRole('button', { name: 'Trade' }));
    expect(await navigation().findByRole('link', { name: /Alpha/ })).toHaveTextContent('HOT');
  });

  it('keeps the tag when the compliance menu list does not name it', async () => {
    mockServer.use(
      http.get('*/api/web/v1/compliance/check', () =>
        HttpResponse.json({ code: 0, data: { menu_list: [], business_list: [] } }),
      ),
    );
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await user.click(await groupButton('Buy Crypto'));
    expect(await navigation().findByRole('link', { name: /^Card/ })).toHaveTextContent('New');
  });

  it('splits more-menu groups into columns of 6 items (7 rewards: 6 and 1)', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await user.click(await groupButton('More'));

    const rewards = await navigation().findByRole('group', { name: 'Rewards' });
    const columns = within(rewards).getAllByRole('list');
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([6, 1]);
  });

  it('gives the EU promotions group columns of 8 items (header spec section 2)', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header site="eu" />);
    await user.click(await groupButton('More'));

    const rewards = await navigation().findByRole('group', { name: 'Rewards' });
    expect(
      within(rewards)
        .getAllByRole('list')
        .map((column) => within(column).getAllByRole('link').length),
    ).toEqual([7]);
    // The other groups keep 6 per column on the EU site too.
    const institutional = navigation().getByRole('group', { name: 'Institutional' });
    expect(within(institutional).getAllByRole('list')).toHaveLength(1);
  });

  it('shows the menu the server writes in the page language', async () => {
    renderWithChrome(<Header language="de" />);
    // The German strings come in their own chunk: the landmark is named in German once they are in.
    const landmark = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    const german = () => within(landmark);

    expect(await german().findByRole('button', { name: 'Krypto kaufen' })).toBeInTheDocument();
    expect(german().getByRole('link', { name: 'Märkte' })).toHaveAttribute('href', '/de/price');
  });

  it('on the US sub-site there is no Futures or Launch menu', async () => {
    renderWithChrome(<Header site="us" />);

    expect(await groupButton('Trade')).toBeInTheDocument();
    expect(navigation().queryByRole('button', { name: 'Futures' })).not.toBeInTheDocument();
    expect(navigation().queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });

  it('the whole-UK limit takes the derivatives out of the main site', async () => {
    renderWithChrome(<Header variant={{ limits: { uk: true, italy: false } }} />);

    expect(await groupButton('Earn')).toBeInTheDocument();
    expect(navigation().queryByRole('button', { name: 'Futures' })).not.toBeInTheDocument();
  });

  it('a host that hides the trade part loses the Trade menu', async () => {
    renderWithChrome(<Header variant={{ hidden: ['trade'] }} />);

    expect(await groupButton('Earn')).toBeInTheDocument();
    expect(navigation().queryByRole('button', { name: 'Trade' })).not.toBeInTheDocument();
  });
});

/** The raw server menu with the Trade group changed, served in place of the mock's. */
function serveMenuWithTrade(change: Record<string, unknown>) {
  const menu = structuredClone(getFixtures().headerMenu) as Record<string, unknown>[];
  const trade = menu.find((item) => item.code === 'trade')!;
  Object.assign(trade, change);
  mockServer.use(
    http.get('*/api/web/v1/site/headerMenuListV2', () =>
      HttpResponse.json({ code: 0, data: { list: menu } }),
    ),
  );
}

describe('menu icons (header spec section 7)', () => {
  it('are requested through the image helper, cache-busted by day number at quality 75', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('Trade'));

    const spot = await navigation().findByRole('link', { name: /Spot/ });
    expect(spot.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/menu\/spot-light\.svg\?q=75&d=\d+$/),
    );
  });
});

describe('show_mode (header spec section 3: layout 1 vertical, 2 horizontal)', () => {
  const spotList = async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await user.click(await groupButton('Trade'));
    return (await navigation().findByRole('link', { name: /Spot/ })).closest('ul')!;
  };

  it('vertical (1) stacks the items of the dropdown', async () => {
    serveMenuWithTrade({ show_mode: 1 });
    expect(getComputedStyle(await spotList()).flexDirection).toBe('column');
  });

  it('horizontal (2) lays them in a row', async () => {
    serveMenuWithTrade({ show_mode: 2 });
    expect(getComputedStyle(await spotList()).flexDirection).toBe('row');
  });
});

describe('the dropdown arrow (header spec section 4)', () => {
  it('turns 180 degrees while its dropdown is open, and back when it closes', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const trade = await groupButton('Trade');
    const chevron = trade.querySelector('[data-chevron]')!;
    expect(getComputedStyle(chevron).transform).not.toBe('rotate(180deg)');

    await user.hover(trade);
    await waitFor(() => expect(trade).toHaveAttribute('aria-expanded', 'true'));
    expect(getComputedStyle(chevron).transform).toBe('rotate(180deg)');

    await user.unhover(trade);
    expect(trade).toHaveAttribute('aria-expanded', 'false');
    expect(getComputedStyle(chevron).transform).not.toBe('rotate(180deg)');
  });
});

describe("the Turkish site's navigation text (header spec section 9: 200 pairs)", () => {
  it("Spot says it offers over 200 pairs on the Turkish site, in the reader's language", async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header site="tr" />);

    await user.click(await groupButton('Trade'));

    expect(await navigation().findByRole('link', { name: /Spot/ })).toHaveTextContent(
      'Trade over 200 pairs, Turkish lira markets included',
    );
  });

  it("is not on other sites, where Spot keeps the server's description", async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await groupButton('Trade'));

    const spot = await navigation().findByRole('link', { name: /Spot/ });
    expect(spot).not.toHaveTextContent(/200 pairs/);
    expect(spot).toHaveTextContent('Spot on the exchange');
  });
});
