import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chromeStore, type ChromeProps } from '@site-chrome/runtime';
import { mockServer, renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// Header spec section 3: the menu feature flags, each switching its part of the header (props `menuFeatures`).
setUpMockApi();

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));
const bar = () => within(screen.getByRole('banner'));
const setup = () => userEvent.setup({ skipHover: true });
type MenuFeatures = NonNullable<ChromeProps['menuFeatures']>;

/** Opens a dropdown by hover and moves the pointer onto one of its items (see market-panels.test.tsx). */
async function hoverItem(user: ReturnType<typeof setup>, group: string, item: RegExp) {
  const button = await navigation().findByRole('button', { name: group });
  await user.hover(button);
  const link = await navigation().findByRole('link', { name: item });
  fireEvent.pointerEnter(link, { pointerType: 'mouse' });
  return link;
}

async function openExchangeRateTab(props: ChromeProps = {}) {
  const user = userEvent.setup();
  renderWithChrome(<Header {...props} />);
  await user.click(bar().getByRole('button', { name: 'Language and region' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Language and region' }, { timeout: 3000 }),
  );
  await user.click(dialog.getByRole('tab', { name: 'Exchange rate' }));
  return { user, dialog };
}

beforeEach(() => {
  document.cookie = 'buy_crypto_fiat_setting=; max-age=0; path=/';
  chromeStore.setState({ buyCryptoFiat: undefined, floatRateMode: undefined });
});

describe('moreMenu', () => {
  it.each([
    [{}, true],
    [{ moreMenu: false }, false],
  ] as [MenuFeatures, boolean][])('with %p, the "More" menu shows: %p', async (menuFeatures, shown) => {
    renderWithChrome(<Header menuFeatures={menuFeatures} />);
    await navigation().findByRole('button', { name: 'Trade' });

    expect(navigation().queryByRole('button', { name: 'More' }) !== null).toBe(shown);
    expect(navigation().getByRole('button', { name: 'Earn' })).toBeInTheDocument();
  });
});

describe('subSiteTrade', () => {
  it.each([
    [{}, '/trade/BTC_TRY'],
    [{ subSiteTrade: false }, '/trade/BTC_USDT'],
  ] as [MenuFeatures, string][])(
    'with %p on the Turkish site, Spot leads to %s',
    async (menuFeatures, href) => {
      const user = setup();
      renderWithChrome(<Header site="tr" language="en" menuFeatures={menuFeatures} />);

      await user.hover(await navigation().findByRole('button', { name: 'Trade' }));

      expect(await navigation().findByRole('link', { name: /^Spot/ })).toHaveAttribute('href', href);
    },
  );
});

describe('extraPanel', () => {
  it('on (the default), reaching Spot shows the spot market beside the dropdown', async () => {
    const user = setup();
    renderWithChrome(<Header />);

    await hoverItem(user, 'Trade', /^Spot/);

    expect(await screen.findByRole('list', { name: 'Spot' })).toBeInTheDocument();
  });

  it('off, reaching Spot shows no market and fetches none', async () => {
    const user = setup();
    renderWithChrome(<Header menuFeatures={{ extraPanel: false }} />);

    await hoverItem(user, 'Trade', /^Spot/);

    expect(navigation().getByRole('link', { name: /^Convert/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Spot' })).not.toBeInTheDocument();
    expect(requestsTo('/apiw/v2/market/spots')).toHaveLength(0);
  });
});

describe('tabSearch', () => {
  // Every market panel with a search box: the dropdown, the item that shows the panel, the panel's list and
  // its search box (docs/decisions/menu-features-and-dynamic-data.md, menu-features-market-search.md). On
  // (the default), each box is there: market-panels.test.tsx and panel-search.test.tsx search in them.
  const panels: [string, RegExp, string, string][] = [
    ['Trade', /^Spot/, 'Spot', 'Search Spot'],
    ['Trade', /^Alpha/, 'Alpha', 'Search Alpha tokens'],
    ['Trade', /^Pre-Market/, 'Pre-Market', 'Search Pre-Market'],
    ['Trade', /^Pilot/, 'Pilot', 'Search Pilot'],
    ['Futures', /^USDT-M Futures/, 'Futures', 'Search Futures'],
    ['Futures', /^Options/, 'Options', 'Search Options'],
  ];

  it.each(panels)("off, the %s dropdown's %s panel has no search box", async (group, item, list, box) => {
    const user = setup();
    renderWithChrome(<Header menuFeatures={{ tabSearch: false }} />);

    await hoverItem(user, group, item);
    await screen.findByRole('list', { name: list });

    expect(screen.queryByRole('searchbox', { name: box })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('testnet', () => {
  it('turns the testnet menu on as the variant flag does: Demo trading, no Search, no Sign Up', async () => {
    renderWithChrome(<Header menuFeatures={{ testnet: true }} />);

    expect(await bar().findByRole('link', { name: 'Demo trading' })).toBeInTheDocument();
    expect(bar().queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(bar().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('off (the default), the live site', async () => {
    renderWithChrome(<Header />);

    expect(await bar().findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(bar().queryByRole('link', { name: 'Demo trading' })).not.toBeInTheDocument();
  });
});

describe('payWith', () => {
  it.each([
    [{}, true],
    [{ payWith: false }, false],
  ] as [MenuFeatures, boolean][])(
    'with %p, the exchange-rate tab offers "Pay with": %p',
    async (menuFeatures, shown) => {
      const { dialog } = await openExchangeRateTab({ menuFeatures });

      expect(dialog.getByRole('searchbox', { name: 'Search fiat' })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Pay with' }) !== null).toBe(shown);
    },
  );
});

describe('the Buy Crypto link (header spec section 2: /crypto/buy?crypto=USDT&fiat={fiat})', () => {
  async function quickBuyHref() {
    const user = setup();
    await user.hover(await navigation().findByRole('button', { name: 'Buy Crypto' }));
    return navigation().findByRole('link', { name: /^Quick Buy/ });
  }

  it("carries common data's default buy-crypto fiat, not the fiat the server menu wrote", async () => {
    mockServer.use(
      http.get('*/api/web/v1/site/commonData', () =>
        HttpResponse.json({ code: 0, data: { sub_website_id: 0, defaultBuyCryptoFiat: 'EUR' } }),
      ),
    );
    renderWithChrome(<Header />);

    const link = await quickBuyHref();

    await waitFor(() => expect(link).toHaveAttribute('href', '/crypto/buy?crypto=USDT&fiat=EUR'));
  });

  it('carries the fiat the reader last bought with, stored from the pay-with list', async () => {
    const { user, dialog } = await openExchangeRateTab();
    await user.click(dialog.getByRole('button', { name: 'Pay with' }));
    const payWith = within(await dialog.findByRole('list', { name: 'Buy crypto with' }));
    const brl = payWith.getByRole('link', { name: /^BRL/ });
    // jsdom cannot navigate: the click is kept on the page.
    brl.addEventListener('click', (event) => event.preventDefault());

    await user.click(brl);
    expect(document.cookie).toContain('buy_crypto_fiat_setting=BRL');
    await user.keyboard('{Escape}');

    expect(await quickBuyHref()).toHaveAttribute('href', '/crypto/buy?crypto=USDT&fiat=BRL');
  });

  it('leaves the other buy links as the server wrote them', async () => {
    chromeStore.setState({ buyCryptoFiat: 'BRL' });
    renderWithChrome(<Header />);

    expect(await quickBuyHref()).toHaveAttribute('href', '/crypto/buy?crypto=USDT&fiat=BRL');
    expect(navigation().getByRole('link', { name: /^P2P Trading/ })).toHaveAttribute(
      'href',
      '/p2p-express/buy/USD-USDT',
    );
  });
});
