import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import {
  expectConsoleErrors,
  mockServer,
  renderWithChrome,
  requestsTo,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import Header from '../../exposed/header';
import { pageReload } from './page-reload';

/*
 * The switch-account script (header spec section 6): "Switch account" shows with the `is_switch_tag` cookie, on
 * the main site, for a signed-in reader, and its chunk loads only there, when the reader reaches for it.
 */

// Every time the dialog's chunk is evaluated. Not a jest.fn: `clearMocks` would empty it between tests, and
// the module registry (so the chunk) lives for the whole file.
const mockChunkLoads: string[] = [];
jest.mock('./switch-account-dialog', () => {
  mockChunkLoads.push('switch-account-dialog');
  return jest.requireActual('./switch-account-dialog');
});

setUpMockApi();

const subAccountsPath = '/api/web/v1/usercenter/subAccounts';
const switchPath = '/api/web/v1/usercenter/switchAccount';
const satoshi = { uid: '10000123', nickname: 'satoshi_fan', tier: 0, isSubAccount: false };
const bar = () => within(screen.getByRole('banner'));

function signInAs(persona: '1' | 'vip') {
  document.cookie = `${loginCookieName}=${persona}; path=/`;
}
const setSwitchTag = () => {
  document.cookie = 'is_switch_tag=1; path=/';
};

afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
  document.cookie = 'is_switch_tag=; max-age=0; path=/';
});

async function openAccountMenu() {
  // jsdom's pointer moves carry no related target, which the hover menus read as leaving: clicks only.
  const events = userEvent.setup({ skipHover: true });
  const button = bar().getByRole('button', { name: 'Account' });
  await events.click(button);
  const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);
  // The card's name comes with user info: the menu has its final contents.
  await panel.findByRole('link', { name: /Satoshi Fan|Whale Watcher/ });
  return { events, button, panel };
}

async function openSwitchDialog() {
  const opened = await openAccountMenu();
  await opened.events.click(opened.panel.getByRole('button', { name: 'Switch account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Switch account' }, { timeout: 3000 });
  return { ...opened, dialog: within(dialog) };
}

/** The form fields of each switch call, as sent. */
function recordSwitchForms() {
  const forms: { uid: string | null; csrf: string | null; contentType: string | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== switchPath) return;
    const form = new URLSearchParams(await request.clone().text());
    forms.push({
      uid: form.get('uid'),
      csrf: request.headers.get('csrftoken'),
      contentType: request.headers.get('content-type'),
    });
  };
  mockServer.events.on('request:start', record);
  return forms;
}

describe('given no is_switch_tag cookie', () => {
  it('the Account menu has no "Switch account", and its script is never fetched', async () => {
    signInAs('1');
    renderWithChrome(<Header user={satoshi} />);

    const { panel } = await openAccountMenu();

    expect(panel.queryByRole('button', { name: 'Switch account' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(mockChunkLoads).toEqual([]);
  });
});

describe('given the cookie on a regional sub-site', () => {
  it('has no "Switch account" (main site only), and no script', async () => {
    setSwitchTag();
    signInAs('1');
    renderWithChrome(<Header site="tr" user={satoshi} />);

    const { panel } = await openAccountMenu();

    expect(panel.queryByRole('button', { name: 'Switch account' })).not.toBeInTheDocument();
    expect(mockChunkLoads).toEqual([]);
  });
});

describe('given the cookie and a visitor', () => {
  it('has no Account menu to hold it', () => {
    setSwitchTag();
    renderWithChrome(<Header />);

    expect(bar().queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch account' })).not.toBeInTheDocument();
  });
});

describe('given the cookie, the main site and a signed-in reader', () => {
  beforeEach(() => {
    setSwitchTag();
    signInAs('1');
  });

  it('shows "Switch account" as a dialog button; its script loads when the reader opens it, not before', async () => {
    renderWithChrome(<Header user={satoshi} />);

    const { events, panel } = await openAccountMenu();
    const switchButton = panel.getByRole('button', { name: 'Switch account' });
    expect(switchButton).toHaveAttribute('aria-haspopup', 'dialog');
    expect(mockChunkLoads).toEqual([]);
    expect(requestsTo(subAccountsPath)).toHaveLength(0);

    await events.click(switchButton);

    expect(await screen.findByRole('dialog', { name: 'Switch account' }, { timeout: 3000 })).toBeVisible();
    expect(mockChunkLoads).toEqual(['switch-account-dialog']);
  });

  it('lists the linked accounts, the one in use marked; choosing another posts the switch and reloads the page', async () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const forms = recordSwitchForms();
    // The mock API's own answer would also set its `demo_account` cookie, which msw keeps for the rest of the
    // file (the mock route has its tests in shared/dev; the e2e switches for real).
    mockServer.use(
      http.post(`*${switchPath}`, () => HttpResponse.json({ code: 0, data: { uid: '10000789' } })),
    );
    renderWithChrome(<Header user={satoshi} />);

    const { events, dialog } = await openSwitchDialog();

    const accounts = await dialog.findByRole('list', { name: 'Accounts' });
    const rows = within(accounts).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Satoshi Fan');
    expect(rows[0]).toHaveTextContent('In use');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const deskSub = within(accounts).getByRole('button', { name: /Desk Sub 1/ });
    expect(deskSub).toHaveTextContent('UID 10000789 · Sub-account');

    await events.click(deskSub);

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(forms).toEqual([
      {
        uid: '10000789',
        csrf: expect.any(String),
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(dialog.getByRole('status')).toHaveTextContent('Switching to Desk Sub 1');
  });

  it('says when there is no other account (the VIP has none)', async () => {
    signInAs('vip');
    renderWithChrome(<Header user={{ ...satoshi, uid: '10000456', tier: 3 }} />);

    const { dialog } = await openSwitchDialog();

    expect(await dialog.findByText('There is no other account linked to yours.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /UID/ })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Account button', async () => {
    renderWithChrome(<Header user={satoshi} />);
    const { events, button, dialog } = await openSwitchDialog();
    await dialog.findByRole('list', { name: 'Accounts' });

    await events.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Switch account' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('given the cookie, and a server that fails', () => {
  beforeEach(() => {
    setSwitchTag();
    signInAs('1');
  });

  it('a list that fails is logged, said in our own words, and can be asked again', async () => {
    const consoleError = expectConsoleErrors();
    mockServer.use(
      http.get(`*${subAccountsPath}`, () => HttpResponse.json({ code: 500 }, { status: 500 }), {
        once: true,
      }),
    );
    renderWithChrome(<Header user={satoshi} />);

    const { events, dialog } = await openSwitchDialog();

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your accounts could not be loaded. Please try again.',
    );
    expect(consoleError.mock.calls).toEqual([[`[api] GET ${subAccountsPath} failed: HTTP 500`]]);

    await events.click(dialog.getByRole('button', { name: 'Try again' }));

    expect(await dialog.findByRole('button', { name: /Desk Sub 1/ })).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a list of the wrong shape is logged as such and offers nothing to choose', async () => {
    const consoleError = expectConsoleErrors();
    mockServer.use(
      http.get(`*${subAccountsPath}`, () =>
        HttpResponse.json({ code: 0, data: { list: [{ nickname: 'no uid' }] } }),
      ),
    );
    renderWithChrome(<Header user={satoshi} />);

    const { dialog } = await openSwitchDialog();

    expect(await dialog.findByRole('alert')).toHaveTextContent('Your accounts could not be loaded.');
    expect(dialog.queryByRole('list', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[api\] GET \/api\/web\/v1\/usercenter\/subAccounts failed: response did not match/,
      ),
    );
  });

  it.each([
    [
      'refused, with a message of its own that is never shown',
      () => HttpResponse.json({ code: 1001, message: '<img src=x onerror=alert(1)>', data: null }),
      /failed: response did not match the expected shape: the server refused the switch/,
    ],
    ['answered with a 503', () => new HttpResponse('busy', { status: 503 }), /failed: HTTP 503/],
    ['lost on the network', () => HttpResponse.error(), /failed: /],
  ])('a switch %s is logged, said in our own words, and nothing reloads', async (_case, answer, logged) => {
    const consoleError = expectConsoleErrors();
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    mockServer.use(http.post(`*${switchPath}`, answer));
    renderWithChrome(<Header user={satoshi} />);
    const { events, dialog } = await openSwitchDialog();

    await events.click(await dialog.findByRole('button', { name: /Desk Sub 1/ }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The account was not switched. You are still using the same account; please try again.',
    );
    expect(dialog.queryByText(/onerror/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(logged));
    // The reader may choose again.
    expect(dialog.getByRole('button', { name: /Desk Sub 1/ })).toBeEnabled();
  });
});
