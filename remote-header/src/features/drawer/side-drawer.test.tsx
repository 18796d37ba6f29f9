import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// The mock API answers as on the demo page; expected warnings of the fixture's malformed items stay quiet.
setUpMockApi();

// jsdom applies no media query: the Menu button keeps its wide-screen `display: none` here.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the side drawer', () => {
  it('opens from the Menu button as a dialog named Menu, with the visitor’s Log In, Sign Up and promotions', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    const drawer = await openDrawer(user);

    expect(within(drawer).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'New here?' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      '/download?pos=header',
    );
  });

  it('shows the phone menu as an accordion, without what the visibility rules hide', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const drawer = await openDrawer(user);

    // The phone-only item is there; the web-only one is not.
    expect(await within(drawer).findByRole('link', { name: 'Rewards' })).toHaveAttribute(
      'href',
      '/rewards_hub',
    );
    expect(within(drawer).queryByRole('link', { name: 'Web3' })).not.toBeInTheDocument();
    const trade = within(drawer).getByRole('button', { name: 'Trade' });
    expect(trade).toHaveAttribute('aria-expanded', 'false');

    await user.click(trade);

    expect(trade).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Spot' })).toHaveAttribute('href', '/trade/BTC_USDT');
    // The mock compliance check hides xStocks here as in the bar.
    expect(within(drawer).queryByRole('link', { name: 'xStocks' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await openDrawer(user);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
  });

  it('has one download entry on the main site: its own Download button, not the server menu’s item too', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const drawer = await openDrawer(user);

    // The phone menu has arrived once its Rewards item is there.
    expect(await within(drawer).findByRole('link', { name: 'Rewards' })).toBeInTheDocument();
    const downloads = within(drawer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/download?pos=header');
    expect(downloads).toHaveLength(1);
    expect(within(drawer).queryByRole('link', { name: 'Download App' })).not.toBeInTheDocument();
  });

  it.each(['us', 'eu'] as const)(
    'has no download button on the %s sub-site, nor the server menu’s Download App item',
    async (site) => {
      const user = userEvent.setup();
      renderWithChrome(<Header site={site} />);

      const drawer = await openDrawer(user);

      // The phone menu has arrived once its Rewards item is there.
      expect(await within(drawer).findByRole('link', { name: 'Rewards' })).toBeInTheDocument();
      expect(within(drawer).queryByRole('link', { name: /download app/i })).not.toBeInTheDocument();
    },
  );

  it('gives a logged-in main-site user Deposit and the Theme button instead of the visitor block', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header user={{ uid: '1', nickname: 'Trader' }} />);

    const drawer = await openDrawer(user);

    expect(within(drawer).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'New here?' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/myaccount/deposit/USDT',
    );
    expect(within(drawer).getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    // The bar keeps only Account below 768 px: the drawer leads to the funds and the orders.
    expect(within(drawer).getByRole('link', { name: 'Funds' })).toHaveAttribute('href', '/myaccount/myfunds');
    expect(within(drawer).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/myaccount/myorders',
    );
  });

  it('gives a visitor neither Funds nor Orders', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    const drawer = await openDrawer(user);

    expect(within(drawer).queryByRole('link', { name: 'Funds' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });
});
