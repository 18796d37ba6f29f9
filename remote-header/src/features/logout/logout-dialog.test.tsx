import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import { expectConsoleErrors, mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';
import { loginPage } from './login-page';

setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };
const bar = () => within(screen.getByRole('banner'));

beforeEach(() => {
  document.cookie = `${loginCookieName}=1; path=/`;
});
afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function logOutOnThisDevice() {
  const events = userEvent.setup({ skipHover: true });
  const account = bar().getByRole('button', { name: 'Account' });
  await events.click(account);
  const panel = within(document.getElementById(account.getAttribute('aria-controls') ?? '') as HTMLElement);
  await events.click(await panel.findByRole('button', { name: 'Log Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out' }, { timeout: 3000 });
  await events.click(within(dialog).getByRole('button', { name: 'This device' }));
}

describe('given a host without onLogout', () => {
  it("sends the browser to the sub-site's login page, {prefix}/login", async () => {
    const go = jest.spyOn(loginPage, 'go').mockImplementation(() => undefined);
    mockServer.use(
      http.get('*/api/web/v1/site/commonData', () =>
        HttpResponse.json({ code: 0, data: { sub_website_id: 0, lang_prefix: '/global' } }),
      ),
    );
    renderWithChrome(<Header user={user} />);
    await waitFor(() =>
      expect(bar().getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/global'),
    );

    await logOutOnThisDevice();

    await waitFor(() => expect(go).toHaveBeenCalledWith('/global/login'));
    expect(go).toHaveBeenCalledTimes(1);
  });
});

describe('given a host with onLogout', () => {
  it('leaves the navigation to the host', async () => {
    const go = jest.spyOn(loginPage, 'go').mockImplementation(() => undefined);
    const onLogout = jest.fn();
    renderWithChrome(<Header user={user} onLogout={onLogout} />);

    await logOutOnThisDevice();

    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(go).not.toHaveBeenCalled();
  });
});

describe("given a real server's GET /logout", () => {
  it.each([
    [
      'a redirect to the login page',
      () => new HttpResponse('', { status: 302, headers: { Location: '/login' } }),
    ],
    [
      'an HTML page',
      () => new HttpResponse('<!doctype html><p>Bye</p>', { headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('answering with %s, goes on to the login page without the "failed" alert', async (_shape, answer) => {
    const go = jest.spyOn(loginPage, 'go').mockImplementation(() => undefined);
    mockServer.use(http.get('*/logout', answer));
    renderWithChrome(<Header user={user} />);

    await logOutOnThisDevice();

    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('answering with a 500 page, says the server did not confirm, and goes on only when asked', async () => {
    const consoleError = expectConsoleErrors();
    const go = jest.spyOn(loginPage, 'go').mockImplementation(() => undefined);
    mockServer.use(
      http.get(
        '*/logout',
        () => new HttpResponse('<p>Oops</p>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderWithChrome(<Header user={user} />);

    await logOutOnThisDevice();

    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not confirm the logout.');
    expect(go).not.toHaveBeenCalled();
    expect(consoleError.mock.calls).toEqual([['[api] GET /logout failed: HTTP 500']]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(go).toHaveBeenCalledWith('/login');
  });
});
