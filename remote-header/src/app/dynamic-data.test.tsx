import { screen, waitFor, within } from '@testing-library/react';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import { renderWithChrome, requestedUrls, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../exposed/header';

// Header spec sections 4, 6 and 7: dynamic mode (props `dynamicData`) and the environment switch that limits the
// new menu system to the main site (props `newMenuMainSiteOnly`).
setUpMockApi();

const paths = {
  compliance: '/api/web/v1/compliance/check',
  commonData: '/api/web/v1/site/commonData',
  menu: '/api/web/v1/site/headerMenuListV2',
  menuConfig: '/api/web/v1/site/menuConfig',
} as const;

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));
const bar = () => within(screen.getByRole('banner'));

afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

describe('in dynamic mode (the default)', () => {
  it('asks for the compliance check, common data and the menu', async () => {
    renderWithChrome(<Header />);

    await navigation().findByRole('button', { name: 'Trade' });

    await waitFor(() => expect(requestsTo(paths.compliance)).toHaveLength(1));
    expect(requestsTo(paths.commonData).length).toBeGreaterThan(0);
    expect(requestsTo(paths.menu).length).toBeGreaterThan(0);
  });

  it("hides Log In when common data reports a session the page's props do not know of", async () => {
    document.cookie = `${loginCookieName}=1; path=/`;
    renderWithChrome(<Header />);

    await waitFor(() => expect(requestsTo(paths.commonData).length).toBeGreaterThan(0));
    await waitFor(() => expect(bar().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument());
    expect(bar().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('out of dynamic mode', () => {
  it('asks for none of them, and draws the menu an earlier visit stored', async () => {
    const first = renderWithChrome(<Header />);
    await navigation().findByRole('link', { name: 'Web3' });
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((key) => key.startsWith('header_menu_v2-'))).toBe(true),
    );
    first.unmount();
    // Five minutes old: stale, so a page in dynamic mode would ask again.
    for (const key of Object.keys(window.localStorage).filter((name) => name.startsWith('header_menu_v2-'))) {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      stored.state.dataUpdatedAt = Date.now() - 5 * 60_000;
      window.localStorage.setItem(key, JSON.stringify(stored));
    }
    requestedUrls.length = 0;

    renderWithChrome(<Header dynamicData={false} />);

    expect(await navigation().findByRole('link', { name: 'Web3' })).toBeInTheDocument();
    // Let any request the header would make start before counting.
    await screen.findByRole('button', { name: 'Language and region' });
    expect(requestsTo(paths.compliance)).toHaveLength(0);
    expect(requestsTo(paths.commonData)).toHaveLength(0);
    expect(requestsTo(paths.menu)).toHaveLength(0);
    expect(requestsTo(paths.menuConfig)).toHaveLength(0);
  });

  it('with nothing stored, draws no menu items and asks for none', async () => {
    renderWithChrome(<Header dynamicData={false} />);

    expect(await bar().findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(navigation().queryByRole('button', { name: 'Trade' })).not.toBeInTheDocument();
    expect(requestsTo(paths.menu)).toHaveLength(0);
    expect(requestsTo(paths.menuConfig)).toHaveLength(0);
  });

  it('shows Log In from the props alone, whatever the server would say', async () => {
    document.cookie = `${loginCookieName}=1; path=/`;
    renderWithChrome(<Header dynamicData={false} />);

    expect(await bar().findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(requestsTo(paths.commonData)).toHaveLength(0);
  });
});

describe('the switch limiting the new menu system to the main site', () => {
  it('off (the default), a regional sub-site asks for the new menu', async () => {
    renderWithChrome(<Header site="tr" language="en" />);

    await navigation().findByRole('button', { name: 'Trade' });

    // The mock's older menu configuration has no image items: the promotion image is the new system's.
    expect(navigation().getByRole('link', { name: 'Promo banner' })).toBeInTheDocument();
    expect(requestsTo(paths.menu).length).toBeGreaterThan(0);
    expect(requestsTo(paths.menuConfig)).toHaveLength(0);
  });

  it('on, a regional sub-site takes its menu from the menu configuration, never the new menu', async () => {
    renderWithChrome(<Header site="tr" language="en" newMenuMainSiteOnly />);

    expect(await navigation().findByRole('button', { name: 'Trade' })).toBeInTheDocument();

    expect(navigation().queryByRole('link', { name: 'Promo banner' })).not.toBeInTheDocument();
    expect(requestsTo(paths.menuConfig).length).toBeGreaterThan(0);
    expect(requestsTo(paths.menu)).toHaveLength(0);
  });

  it('on, the main site keeps the new menu', async () => {
    renderWithChrome(<Header newMenuMainSiteOnly />);

    await navigation().findByRole('button', { name: 'Trade' });

    expect(requestsTo(paths.menu).length).toBeGreaterThan(0);
    expect(requestsTo(paths.menuConfig)).toHaveLength(0);
  });
});
