import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { remoteMenuConfigPath } from '@site-chrome/data/testing';
import { mockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import { expectConsoleErrors, renderWithChrome } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

const server = setupServer(...mockApiHandlers);
const requested: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url));
});
const requestsTo = (path: string) => requested.filter((url) => url.pathname === path);
const menuPath = '*/api/web/v1/site/headerMenuListV2';
const menuFailure = expect.stringMatching(
  /^\[api\] GET \/api\/web\/v1\/site\/headerMenuListV2 failed: HTTP 500/,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested.length = 0;
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

describe('given the server menu answers', () => {
  it('the main navigation shows its top-level items as links', async () => {
    renderWithChrome(<Header path="/" />);
    // "Web3" exists only in the server menu, not in the built-in links.
    expect(await within(mainNavigation()).findByRole('link', { name: 'Web3' })).toHaveAttribute('href');
  });
});

describe('given the menu API fails on this visit', () => {
  it('with a menu stored by an earlier visit, shows the stored navigation', async () => {
    const first = renderWithChrome(<Header path="/" />);
    await within(mainNavigation()).findByRole('link', { name: 'Web3' });
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((key) => key.startsWith('header_menu_v2'))).toBe(true),
    );
    first.unmount();

    server.use(http.get(menuPath, () => new HttpResponse(null, { status: 500 })));
    renderWithChrome(<Header path="/" />);

    expect(await within(mainNavigation()).findByRole('link', { name: 'Web3' })).toBeInTheDocument();
  });

  it("keeps each sub-site's stored menu under its own cache name, never shown on another", async () => {
    const first = renderWithChrome(<Header site="tr" path="/" />);
    await within(mainNavigation()).findByRole('link', { name: 'Web3' });
    await waitFor(() =>
      expect(Object.keys(window.localStorage).some((key) => key.startsWith('header_menu_v2_177-'))).toBe(
        true,
      ),
    );
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('header_menu_v2-'))).toBe(false);
    first.unmount();

    // The main site has no copy of its own: with its API down it goes to the remote menu config.
    const consoleError = expectConsoleErrors();
    server.use(http.get(menuPath, () => new HttpResponse(null, { status: 500 })));
    renderWithChrome(<Header path="/" />);
    await within(mainNavigation()).findByRole('link', { name: 'Web3' });
    expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(menuFailure));
  });

  it('with nothing stored, fetches the remote menu config instead', async () => {
    const consoleError = expectConsoleErrors();
    server.use(http.get(menuPath, () => new HttpResponse(null, { status: 500 })));
    renderWithChrome(<Header path="/" />);

    expect(await within(mainNavigation()).findByRole('link', { name: 'Web3' })).toBeInTheDocument();
    expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(menuFailure));
  });

  it('drops from the fallback menu, too, the tags the compliance menu list names', async () => {
    const consoleError = expectConsoleErrors();
    server.use(http.get(menuPath, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderWithChrome(<Header path="/" />);
    const navigation = within(mainNavigation());

    // The mock compliance check names `card_new`, the Card item's "New" tag; Alpha's HOT is not named.
    await user.click(await navigation.findByRole('button', { name: 'Buy Crypto' }));
    const card = await navigation.findByRole('link', { name: /^Card/ });
    expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1);
    await waitFor(() => expect(card).not.toHaveTextContent('New'));
    await user.click(navigation.getByRole('button', { name: 'Trade' }));
    expect(await navigation.findByRole('link', { name: /Alpha/ })).toHaveTextContent('HOT');
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(menuFailure));
  });

  it('a malformed answer also falls back to the remote menu config, without breaking the header', async () => {
    server.use(http.get(menuPath, () => HttpResponse.json({ code: 0, data: { list: 'oops' } })));
    renderWithChrome(<Header path="/" />);

    expect(await within(mainNavigation()).findByRole('button', { name: 'Futures' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('with the fallback down too, the bar keeps the logo and the account actions', async () => {
    const consoleError = expectConsoleErrors();
    server.use(
      http.get(menuPath, () => HttpResponse.json({ code: 0, data: { list: [] } })),
      http.get(`*${remoteMenuConfigPath}`, () => new HttpResponse(null, { status: 503 })),
    );
    renderWithChrome(<Header path="/" />);

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/^\[api\] GET \/api\/web\/v1\/site\/menuConfig failed: HTTP 503/),
      ),
    );
    expect(screen.getByRole('link', { name: 'Exchange home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(mainNavigation()).queryAllByRole('link')).toEqual([]);
  });
});

describe('given the remote menu config fails too, then answers', () => {
  afterEach(() => jest.useRealTimers());

  it('the bar asks it again 3 times, 1 s apart, and draws the fourth answer', async () => {
    // Header spec section 7: "retried 3 times at 1 s intervals", through the header's own fallback query.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const consoleError = expectConsoleErrors();
    let answered = 0;
    server.use(
      http.get(menuPath, () => HttpResponse.json({ code: 0, data: { list: [] } })),
      http.get(`*${remoteMenuConfigPath}`, () => {
        answered += 1;
        if (answered <= 3) return new HttpResponse(null, { status: 503 });
        const web3 = { code: 'web3', title: 'Web3', jump_url: '/web3' };
        return HttpResponse.json({ code: 0, data: { list: [web3] } });
      }),
    );
    renderWithChrome(<Header path="/" />);
    const configRequests = () => requestsTo(remoteMenuConfigPath).length;
    // The first ask comes once the server menu has answered empty (and the fallback's code has loaded).
    await waitFor(() => expect(configRequests()).toBe(1));
    // From here the clock moves only by the test: each retry 1,000 ms after the failure before it.
    const settle = () =>
      act(async () => {
        for (let turn = 0; turn < 10; turn += 1) await jest.advanceTimersByTimeAsync(0);
      });
    const advance = (milliseconds: number) => act(() => jest.advanceTimersByTimeAsync(milliseconds));
    await settle();

    for (const expected of [2, 3, 4]) {
      await advance(999);
      await settle();
      expect(configRequests()).toBe(expected - 1);
      await advance(1);
      await settle();
      expect(configRequests()).toBe(expected);
    }

    expect(await within(mainNavigation()).findByRole('link', { name: 'Web3' })).toHaveAttribute(
      'href',
      '/web3',
    );
    expect(configRequests()).toBe(4);
    expect(consoleError).toHaveBeenCalledTimes(3);
  });
});
