import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { siteKeys } from '@site-chrome/rules/sites';
import { type ChromeProps } from '@site-chrome/runtime';
import { mockServer, renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../exposed/header';

// The mock API answers as on the demo page; expected warnings of the fixture's malformed items stay quiet.
setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };

/** On the EU home page the header also loads its cookie-policy banner; wait for it so nothing updates late. */
async function settled(site: string) {
  if (site === 'eu') await screen.findByRole('region', { name: 'Cookie policy' });
}
const bar = () => within(screen.getByRole('banner'));

type Variant = NonNullable<ChromeProps['variant']>;
const variants: [name: string, variant: Variant][] = [
  ['the plain variant', {}],
  ['testnet', { testnet: true }],
  ['the phone variant', { phone: true }],
  ['the UK and Italy limits', { limits: { uk: true, italy: true } }],
  ['a copper account', { copper: true }],
];

describe.each(siteKeys.map((site) => [site]))('on the %s sub-site', (site) => {
  describe.each(variants)('with %s', (_name, variant) => {
    const testnet = variant.testnet === true;

    it('a visitor gets Log In, and Sign Up unless on testnet; no Deposit', async () => {
      renderWithChrome(<Header site={site} variant={variant} />);
      await settled(site);

      const logIn = bar().getByRole('link', { name: 'Log In' });
      expect(logIn).toHaveAttribute(
        'href',
        testnet ? '/account-authorize?callback=%2Ftestnet_authorize%2Fcallback' : '/login',
      );
      expect(bar().queryByRole('link', { name: 'Sign Up' }) !== null).toBe(!testnet);
      expect(bar().queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    });

    it('a logged-in user gets Deposit only on the main site, and not on testnet or in the phone variant', async () => {
      renderWithChrome(<Header site={site} variant={variant} user={user} />);
      await settled(site);

      const depositShown = site === 'main' && variant.phone !== true && !testnet;
      expect(bar().queryByRole('link', { name: 'Deposit' }) !== null).toBe(depositShown);
      expect(bar().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
      // The account menus are there, closed, on every sub-site; their contents load on first interest.
      for (const name of ['Funds', 'Orders', 'Account']) {
        expect(bar().getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
      }
    });

    it('shows Demo trading and Back to live exactly on testnet', async () => {
      renderWithChrome(<Header site={site} variant={variant} user={user} />);
      await settled(site);

      expect(bar().queryByRole('link', { name: 'Demo trading' }) !== null).toBe(testnet);
      expect(bar().queryByRole('link', { name: 'Back to live' }) !== null).toBe(testnet);
    });
  });
});

describe('given testnet', () => {
  it('sends Demo trading to the demo futures page with the user id', () => {
    renderWithChrome(<Header variant={{ testnet: true }} user={user} />);

    expect(bar().getByRole('link', { name: 'Demo trading' })).toHaveAttribute(
      'href',
      '/futures/USDT/BTC_USDT?fromlink=testnet&uid=10086001',
    );
  });

  it('keeps testnet login on the authorize page even when the host handles login', () => {
    const onLogin = jest.fn();
    renderWithChrome(<Header variant={{ testnet: true }} onLogin={onLogin} />);

    let navigates = false;
    // Records whether the link would navigate, then stops jsdom from trying (it cannot).
    const stopNavigation = (event: Event) => {
      navigates = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation, { once: true });

    bar().getByRole('link', { name: 'Log In' }).click();

    expect(onLogin).not.toHaveBeenCalled();
    expect(navigates).toBe(true);
  });
});

it('gives a visitor no account menus and no bell', () => {
  renderWithChrome(<Header />);

  for (const name of ['Funds', 'Orders', 'Account', 'Notifications']) {
    expect(bar().queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(bar().getByRole('button', { name: 'Language and region' })).toBeInTheDocument();
});

describe.each([
  ['loginSignup', () => expect(bar().queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument()],
  ['register', () => expect(bar().queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument()],
  ['theme', () => expect(bar().queryByRole('button', { name: 'Theme' })).not.toBeInTheDocument()],
  ['download', () => expect(bar().queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument()],
  [
    'settings',
    // The settings menu goes; the phone sheet's "Settings" (a dialog button) stays for the language tab.
    () =>
      expect(
        bar()
          .queryAllByRole('button', { name: 'Settings' })
          .filter((button) => button.hasAttribute('aria-controls')),
      ).toEqual([]),
  ],
  [
    'language',
    // Exchange rate still opens the dialog: the button stays while either tab is there.
    () => expect(bar().getByRole('button', { name: 'Language and region' })).toBeInTheDocument(),
  ],
] as const)('given the host hides the %s part', (part, expectHidden) => {
  it('the header does not show it', () => {
    renderWithChrome(<Header variant={{ hidden: [part] }} />);
    expectHidden();
  });
});

it('shows the avatar initial on the Account button unless the host hides the avatar part', () => {
  const { unmount } = renderWithChrome(<Header user={user} />);
  expect(bar().getByRole('button', { name: 'Account' })).toHaveTextContent(/^T/);
  unmount();

  renderWithChrome(<Header variant={{ hidden: ['avatar'] }} user={user} />);
  expect(bar().getByRole('button', { name: 'Account' })).not.toHaveTextContent(/^T/);
});

describe('given the host tracks clicks', () => {
  it('reports every button and link of the header, dropdowns included, with a stable name', async () => {
    const onTrack = jest.fn();
    const user = userEvent.setup();
    renderWithChrome(<Header onTrack={onTrack} onLogin={() => undefined} />);

    await user.click(bar().getByRole('link', { name: 'Log In' }));
    await user.click(bar().getByRole('button', { name: 'Theme' }));
    await user.click(await bar().findByRole('button', { name: 'Earn' }));

    expect(onTrack.mock.calls.map(([event]) => event)).toEqual([
      { type: 'click', part: 'header', control: 'login', kind: 'link', href: '/login' },
      { type: 'click', part: 'header', control: 'theme', kind: 'button' },
      { type: 'click', part: 'header', control: 'nav:earn', kind: 'button' },
    ]);
  });
});

describe('given common data says the phone variant (is_phone)', () => {
  it('takes Deposit away from a logged-in main-site user once the answer comes, as the host’s variant does', async () => {
    mockServer.use(
      http.get('*/api/web/v1/site/commonData', () =>
        HttpResponse.json({ code: 0, data: { sub_website_id: 0, is_login: 1, is_phone: 1 } }),
      ),
    );
    renderWithChrome(<Header user={user} />);

    // The site defaults (is_phone false) show Deposit until the answer; then it goes.
    await waitFor(() => expect(bar().queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument());
    expect(bar().getByRole('button', { name: 'Funds' })).toBeInTheDocument();
  });
});
