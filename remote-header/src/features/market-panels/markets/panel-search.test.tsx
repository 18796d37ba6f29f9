import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../../exposed/header';

/*
 * Spot, Futures and Delivery have the search box their sibling panels have (issue 43, item 2;
 * docs/decisions/menu-features-market-search.md): it matches the pair, typed with or without its
 * separator, or the full name. The Futures box filters the perpetuals of each settle and the delivery tab.
 */
setUpMockApi();

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));
const setup = () => userEvent.setup({ skipHover: true });

/** Opens a dropdown by hover and moves the pointer onto one of its items (see market-panels.test.tsx). */
async function hoverItem(user: ReturnType<typeof setup>, group: string, item: RegExp) {
  await user.hover(await navigation().findByRole('button', { name: group }));
  fireEvent.pointerEnter(await navigation().findByRole('link', { name: item }), { pointerType: 'mouse' });
}

const rowNames = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');

describe('the Spot panel search', () => {
  it('keeps the pairs that match, typed with an underscore, and all of them again once cleared', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    const list = await screen.findByRole('list', { name: 'Spot' });
    expect(await within(list).findByRole('link', { name: /^BTC\/USDT/ })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search Spot' });

    await user.click(search);
    await user.paste('eth_usdt');

    const matching = within(screen.getByRole('list', { name: 'Spot' }));
    expect(await matching.findByRole('link', { name: /^ETH\/USDT/ })).toHaveAttribute(
      'href',
      '/trade/ETH_USDT',
    );
    expect(matching.queryByRole('link', { name: /^BTC\/USDT/ })).not.toBeInTheDocument();

    await user.clear(search);
    expect(await matching.findByRole('link', { name: /^BTC\/USDT/ })).toBeInTheDocument();
  });

  it('matches the full name', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Trade', /^Spot/);
    await within(await screen.findByRole('list', { name: 'Spot' })).findByRole('link', {
      name: /^ETH\/USDT/,
    });

    await user.click(screen.getByRole('searchbox', { name: 'Search Spot' }));
    await user.paste('bitcoin');

    const names = rowNames('Spot');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /bitcoin/i.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith('ETH/USDT'))).toBe(false);
  });
});

describe('the Futures panel search', () => {
  it('filters the perpetuals and, with the same text, the delivery contracts', async () => {
    const user = setup();
    renderWithChrome(<Header />);
    await hoverItem(user, 'Futures', /^USDT-M Futures/);
    const list = await screen.findByRole('list', { name: 'Futures' });
    expect(await within(list).findByRole('link', { name: /^BTC\/USDT/ })).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: 'Search Futures' }));
    await user.paste('ETH');

    const perpetuals = within(screen.getByRole('list', { name: 'Futures' }));
    expect(await perpetuals.findByRole('link', { name: /^ETH\/USDT/ })).toHaveAttribute(
      'href',
      '/futures/USDT/ETH_USDT',
    );
    expect(perpetuals.queryByRole('link', { name: /^BTC\/USDT/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Delivery' }));

    const delivery = await within(screen.getByRole('list', { name: 'Futures' })).findAllByRole('link');
    expect(delivery.length).toBeGreaterThan(0);
    for (const link of delivery)
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/futures-delivery\/USDT\/ETH_USDT_\d+$/));
  });
});
