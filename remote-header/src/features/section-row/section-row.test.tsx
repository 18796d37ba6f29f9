import { screen, waitFor, within } from '@testing-library/react';
import { renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// Header spec section 1: a second navigation row, hidden below 992 px. The menu comes from the mock API.
setUpMockApi();

const banner = () => within(screen.getByRole('banner'));
const sectionRow = (name: string) => banner().findByRole('navigation', { name });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

function setViewportWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(min-width: 992px)' ? wide : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('on a page inside a menu section', () => {
  it("shows the section's links in a second row named after it, the current page marked", async () => {
    renderWithChrome(<Header path="/trade/BTC_USDT" />);

    const row = within(await sectionRow('Trade'));
    expect(row.getByRole('link', { name: 'Spot' })).toHaveAttribute('aria-current', 'page');
    expect(row.getByRole('link', { name: 'Convert' })).toHaveAttribute('href', '/convert');
    expect(row.getByRole('link', { name: 'Convert' })).not.toHaveAttribute('aria-current');
  });

  it("follows the sub-site's regional pair and prefix", async () => {
    renderWithChrome(<Header site="tr" path="/trade/BTC_TRY" />);

    const row = within(await sectionRow('Trade'));
    // English adds no language segment on the Turkish site either; the trade link leads to its default pair.
    expect(row.getByRole('link', { name: 'Spot' })).toHaveAttribute('href', '/trade/BTC_TRY');
    expect(row.getByRole('link', { name: 'Spot' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no row for a section the sub-site does not offer', async () => {
    // The US site offers no derivatives, so a futures page belongs to no section there.
    renderWithChrome(<Header site="us" path="/futures/USDT/BTC_USDT" />);

    await banner().findByRole('button', { name: 'Trade' });
    await waitFor(() => expect(requestsTo('/api/web/v1/site/headerMenuListV2').length).toBeGreaterThan(0));
    expect(
      banner()
        .getAllByRole('navigation')
        .map((nav) => nav.getAttribute('aria-label')),
    ).toEqual(['Main']);
  });

  it('follows the page as the host navigates', async () => {
    const { rerender } = renderWithChrome(<Header path="/trade/BTC_USDT" />);
    await sectionRow('Trade');

    rerender(<Header path="/simple-earn" />);

    const row = within(await sectionRow('Earn'));
    expect(row.getByRole('link', { name: 'Simple Earn' })).toHaveAttribute('aria-current', 'page');
    expect(banner().queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
  });
});

describe('without a second row', () => {
  it('has none on the home page', async () => {
    renderWithChrome(<Header path="/" />);

    await banner().findByRole('button', { name: 'Trade' });
    expect(
      banner()
        .getAllByRole('navigation')
        .map((nav) => nav.getAttribute('aria-label')),
    ).toEqual(['Main']);
  });

  it('has none below 992 px, where the drawer holds the navigation', async () => {
    setViewportWide(false);
    renderWithChrome(<Header path="/trade/BTC_USDT" />);

    await banner().findByRole('button', { name: 'Trade' });
    expect(banner().queryByRole('navigation', { name: 'Trade' })).not.toBeInTheDocument();
  });
});
