import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chromeQueryClient, chromeQueryKeys } from '@site-chrome/runtime';
import { readCookie } from '@site-chrome/rules/settings';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import {
  expectConsoleErrors,
  mockServer,
  renderWithChrome,
  requestsTo,
  setMockFault,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };
const bar = () => within(screen.getByRole('banner'));

/** The mock API's persona cookie: 1 a user, vip a VIP, sub a sub-account. */
function signInAs(persona: 'user' | 'vip' | 'sub') {
  document.cookie = `${loginCookieName}=${persona === 'user' ? '1' : persona}; path=/`;
}

afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function openMenu(name: string) {
  // jsdom's synthetic pointer moves carry no related target, which React reads as leaving the page: that
  // would close a hover menu before the click inside it lands. Real browsers say where the pointer went.
  const events = userEvent.setup({ skipHover: true });
  const button = bar().getByRole('button', { name });
  await events.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${name}`);
  await waitFor(() => expect(panel).not.toHaveAttribute('hidden'));
  return { events, button, panel: within(panel) };
}

describe('the Account menu', () => {
  it('shows the VIP card with progress and the main site upgrade hints, from user info', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const { panel } = await openMenu('Account');

    expect(await panel.findByText('Whale Watcher')).toBeInTheDocument();
    expect(panel.getByText('VIP 3')).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('value', '72');
    expect(panel.getByText('Trade 650,000 USDT in 30 days')).toBeInTheDocument();
    expect(panel.getByText('Hold 500 GT and trade 650,000 USDT in 30 days')).toBeInTheDocument();
    expect(panel.getByText('Hold 1,000,000 USD in assets')).toBeInTheDocument();
    expect(panel.queryByText('Your current safety strength: Too weak')).not.toBeInTheDocument();
  });

  it('warns about weak security at safe_level 1 and shows plan 1 only on the US site', async () => {
    signInAs('user');
    renderWithChrome(<Header site="us" user={user} />);

    const { panel } = await openMenu('Account');

    expect(await panel.findByText('Your current safety strength: Too weak')).toBeInTheDocument();
    expect(panel.getByText('Regular user')).toBeInTheDocument();
    expect(panel.getByText('Trade 650,000 USDT in 30 days')).toBeInTheDocument();
    expect(panel.queryByText(/GT and trade/)).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'VIP privileges' })).not.toBeInTheDocument();
  });

  it('hides sub-account management from a sub-account', async () => {
    signInAs('sub');
    renderWithChrome(<Header user={{ ...user, isSubAccount: true }} />);

    const { panel } = await openMenu('Account');

    expect(await panel.findByText('Desk Sub 1')).toBeInTheDocument();
    expect(panel.getAllByText('Sub-account').length).toBeGreaterThan(0);
    expect(panel.queryByRole('link', { name: 'Sub-accounts' })).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/myaccount/security-setting',
    );
  });

  it('copies the UID and announces it', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);
    const { events, panel } = await openMenu('Account');
    // The UID user info answers, not the host's prop.
    expect(await panel.findByText('UID 10000123')).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await events.click(panel.getByRole('button', { name: 'Copy UID' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Copied successfully');
    expect(writeText).toHaveBeenCalledWith('10000123');
  });

  it('says so when the clipboard refuses', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);
    const { events, panel } = await openMenu('Account');
    await panel.findByText('UID 10000123');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await events.click(panel.getByRole('button', { name: 'Copy UID' }));

    expect(await panel.findByRole('status')).toHaveTextContent('The UID could not be copied');
  });

  it('makes the profile inert on testnet', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} variant={{ testnet: true }} />);

    const { panel } = await openMenu('Account');

    expect(await panel.findByRole('link', { name: 'Profile' })).toHaveAttribute('aria-disabled', 'true');
    expect(panel.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('href');
    // Testnet has no logout of its own.
    expect(panel.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);
    const { events, button, panel } = await openMenu('Account');
    await panel.findByRole('button', { name: 'Copy UID' });

    await events.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe("the Account menu's entries that open beside the page", () => {
  it('opens Customer service in a new tab, drawn with its icon and named so', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const { panel } = await openMenu('Account');
    const service = await panel.findByRole('link', { name: 'Customer service opens in a new tab' });
    expect(service).toHaveAttribute('href', '/groupchat/service?platform=web');
    expect(service).toHaveAttribute('target', '_blank');
    expect(service).toHaveAttribute('rel', 'noopener noreferrer');
    expect(service.querySelector('svg[data-icon="new-tab"]')).toHaveAttribute('aria-hidden', 'true');

    // The others stay in the page, with no icon.
    const security = panel.getByRole('link', { name: 'Security' });
    expect(security).not.toHaveAttribute('target');
    expect(security.querySelector('svg')).toBeNull();
  });
});

describe('the Funds and Orders menus', () => {
  it('list the accounts, the unified account once opened, and the order books', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const funds = (await openMenu('Funds')).panel;
    expect(await funds.findByText('≈ 2,480,310.02 USD')).toBeInTheDocument();
    expect(funds.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/myaccount/myfunds');
    // The VIP persona's account mode has first_open 0: the unified account is shown.
    expect(funds.getByRole('link', { name: 'Unified account' })).toBeInTheDocument();

    const orders = (await openMenu('Orders')).panel;
    expect(await orders.findByRole('link', { name: 'Spot orders' })).toHaveAttribute(
      'href',
      '/myaccount/myorders',
    );
    expect(orders.getByRole('link', { name: 'USDT futures orders' })).toHaveAttribute(
      'href',
      '/myaccount/futures_trade?type=usdt',
    );
  });

  it("end the unified account's row with the margin mode the account trades in (its right node)", async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...user, tier: 3 }} />);

    const funds = (await openMenu('Funds')).panel;
    const unified = await funds.findByRole('link', { name: 'Unified account' });
    const row = unified.closest('li');
    if (!row) throw new Error('the unified account is not in a list item');
    // The mode sits beside the link, not in its name: the link still says where it goes.
    expect(await within(row).findByText('Multi-currency margin')).toBeInTheDocument();
    expect(unified).not.toHaveTextContent('Multi-currency margin');
    expect(funds.getAllByText(/margin$|^Classic$/)).toHaveLength(1);
  });

  it('say Classic for a unified account in the classic mode', async () => {
    signInAs('sub');
    renderWithChrome(<Header user={{ ...user, isSubAccount: true }} />);

    const funds = (await openMenu('Funds')).panel;
    const row = (await funds.findByRole('link', { name: 'Unified account' })).closest('li');
    expect(row).toHaveTextContent(/^Unified accountClassic$/);
  });

  it('hide the unified account while first_open is true', async () => {
    signInAs('user');
    renderWithChrome(<Header user={user} />);

    const funds = (await openMenu('Funds')).panel;
    await funds.findByText(/USD$/);

    expect(funds.queryByRole('link', { name: 'Unified account' })).not.toBeInTheDocument();
  });
});

/** What the logout calls sent, in order. */
function recordLogoutCalls() {
  const calls: { path: string; method: string; contentType: string | null; csrf: string | null }[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.includes('logout')) return;
    calls.push({
      path: pathname,
      method: request.method,
      contentType: request.headers.get('content-type'),
      csrf: request.headers.get('csrftoken'),
    });
  };
  mockServer.events.on('request:start', record);
  return { calls, stop: () => mockServer.events.removeListener('request:start', record) };
}

describe('logging out', () => {
  beforeEach(() => {
    signInAs('user');
    document.cookie = 'pver=abc; path=/';
    document.cookie = 'sign=def; path=/';
  });

  async function chooseLogOut(scope: 'All devices' | 'This device', onLogout = jest.fn()) {
    renderWithChrome(<Header user={user} onLogout={onLogout} />);
    const { events, panel } = await openMenu('Account');
    await events.click(await panel.findByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' }, { timeout: 3000 });
    await events.click(within(dialog).getByRole('button', { name: scope }));
    return { events, onLogout };
  }

  it('This device: posts the form-encoded logout with the CSRF header, clears local state, calls onLogout', async () => {
    const log = recordLogoutCalls();
    await act(() =>
      chromeQueryClient.prefetchQuery({ queryKey: chromeQueryKeys.userInfo(), queryFn: () => 1 }),
    );

    const { onLogout } = await chooseLogOut('This device');

    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    log.stop();
    expect(log.calls).toEqual([
      expect.objectContaining({ path: '/api/web/v1/usercenter/logout', method: 'POST' }),
      // Header spec section 7: the site's own logout, after the API's.
      expect.objectContaining({ path: '/logout', method: 'GET' }),
    ]);
    expect(log.calls[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(log.calls[0]?.csrf).toBeTruthy();
    expect(readCookie('pver')).toBeUndefined();
    expect(readCookie('sign')).toBeUndefined();
    expect(chromeQueryClient.getQueryData(chromeQueryKeys.userInfo())).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('All devices: ends every session first, then logs out here', async () => {
    const log = recordLogoutCalls();

    const { onLogout } = await chooseLogOut('All devices');

    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    log.stop();
    expect(log.calls.map((call) => call.path)).toEqual([
      '/api/web/v1/usercenter/logoutAll',
      '/api/web/v1/usercenter/logout',
      '/logout',
    ]);
  });

  it('shows "Logging out" while the call runs, and nothing can dismiss it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(
      http.post('*/api/web/v1/usercenter/logout', async () => {
        await answered;
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    const { events, onLogout } = await chooseLogOut('This device');

    expect(await screen.findByRole('status')).toHaveTextContent('Logging out');
    await events.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it('when the server fails, still clears local state and says so before going on', async () => {
    const errors = expectConsoleErrors();
    setMockFault('error');

    const { events, onLogout } = await chooseLogOut('This device');

    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not confirm the logout.');
    expect(readCookie('pver')).toBeUndefined();
    expect(readCookie('sign')).toBeUndefined();
    expect(onLogout).not.toHaveBeenCalled();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/api/web/v1/usercenter/logout failed'));
    expect(requestsTo('/api/web/v1/usercenter/logout')).toHaveLength(1);
  });
});
