import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { chromeStore } from '@site-chrome/runtime';
import { mockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import { expectConsoleErrors, languageLoaded, renderWithChrome } from '@site-chrome/dev/testing';
import Footer from '@site-chrome/remote-footer/Footer';
import Header from './header';

// The header loads its menu on mount: the mock API answers it, as on the demo page.
const server = setupServer(...mockApiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given a visitor', () => {
  it('shows the header landmark with the Main navigation', () => {
    renderWithChrome(<Header />);

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/');
  });

  it('shows Log In and Sign Up', () => {
    renderWithChrome(<Header user={null} />);

    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect_url=%2F');
  });

  it("gives Sign Up the page's own address to come back to, prefix included", async () => {
    renderWithChrome(<Header language="de" path="/trade/BTC_USDT" />);
    await languageLoaded('de');

    const signUp = within(screen.getByRole('banner'))
      .getAllByRole('link')
      .find((link) => link.dataset.track === 'signup');
    expect(signUp).toHaveAttribute('href', '/de/signup?redirect_url=%2Fde%2Ftrade%2FBTC_USDT');
  });

  it('given the host handles login, clicking Log In calls it instead of navigating', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn();
    renderWithChrome(<Header onLogin={onLogin} />);
    const navigations: Event[] = [];
    document.addEventListener('click', (event) => navigations.push(event), { once: true });

    await user.click(screen.getByRole('link', { name: 'Log In' }));

    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(navigations[0]?.defaultPrevented).toBe(true);
  });

  it('given the host handles sign-up, clicking Sign Up calls it and not onLogin', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn();
    const onSignup = jest.fn();
    renderWithChrome(<Header onLogin={onLogin} onSignup={onSignup} />);

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));

    expect(onSignup).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('given no login handler, Log In stays a plain link that navigates', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const defaultPrevented: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        defaultPrevented.push(event.defaultPrevented);
        // jsdom cannot navigate; the link's own behaviour was recorded above.
        event.preventDefault();
      },
      { once: true },
    );

    await user.click(screen.getByRole('link', { name: 'Log In' }));

    expect(defaultPrevented).toEqual([false]);
  });
});

describe('given a signed-in user', () => {
  it('shows their account instead of Log In and Sign Up', () => {
    renderWithChrome(<Header user={{ uid: '10086001', nickname: 'Demo trader' }} />);

    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toHaveTextContent(/^D/);
  });
});

describe('the Theme button', () => {
  it('switches the header from light to dark and tells the host', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    renderWithChrome(<Header theme="light" onThemeChange={onThemeChange} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Theme' }));

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(onThemeChange).toHaveBeenCalledTimes(1);
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    expect(chromeStore.getState().skinChanged).toBe(true);
  });

  it('switches back to light on a second click', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    renderWithChrome(<Header theme="light" onThemeChange={onThemeChange} />);

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    await user.click(screen.getByRole('button', { name: 'Theme' }));

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');
    expect(onThemeChange).toHaveBeenLastCalledWith('light');
  });

  it('describes what it will do next', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header theme="light" onThemeChange={jest.fn()} />);
    const themeButton = screen.getByRole('button', { name: 'Theme' });
    expect(themeButton).toHaveAccessibleDescription('Switch to dark theme');

    await user.click(themeButton);

    expect(themeButton).toHaveAccessibleDescription('Switch to light theme');
  });

  it('given the host re-renders with the same theme, the user\u2019s choice stays', async () => {
    const user = userEvent.setup();
    const onThemeChange = jest.fn();
    const { rerender } = renderWithChrome(<Header theme="light" onThemeChange={onThemeChange} />);
    await user.click(screen.getByRole('button', { name: 'Theme' }));

    rerender(<Header theme="light" onThemeChange={onThemeChange} />);

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  });

  it('switches the footer of another remote on the same page too', async () => {
    const user = userEvent.setup();
    renderWithChrome(
      <>
        <Header theme="light" onThemeChange={jest.fn()} />
        <main>Page content</main>
        <Footer theme="light" />
      </>,
    );
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Theme' }));

    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  });

  // Regression: `onThemeChange?.(toggleTheme())` once skipped the toggle itself when no callback was given.
  it('given a host without onThemeChange, still switches the theme', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header theme="light" />);

    await user.click(screen.getByRole('button', { name: 'Theme' }));

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  });
});

describe('given a language', () => {
  it('given Arabic, lays the header out right to left', async () => {
    renderWithChrome(<Header language="ar" />);
    await languageLoaded('ar');

    expect(screen.getByRole('banner')).toHaveAttribute('dir', 'rtl');
  });

  it('given English, lays it out left to right', () => {
    renderWithChrome(<Header language="en" />);

    expect(screen.getByRole('banner')).toHaveAttribute('dir', 'ltr');
  });

  it('given German, prefixes every link with /de', async () => {
    renderWithChrome(<Header language="de" />);
    await languageLoaded('de');
    // The server writes the menu in the page language: Markets is Märkte.
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Märkte' });

    const hrefs = within(screen.getByRole('banner'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/de', '/de/login', '/de/signup?redirect_url=%2Fde', '/de/price']),
    );
    for (const href of hrefs) expect(href).toMatch(/^\/de(\/|$)/);
  });
});

describe('given bad props', () => {
  it('still renders the header and logs one error naming it', () => {
    const consoleError = expectConsoleErrors();
    renderWithChrome(<Header theme={'purple' as never} site="atlantis" />);

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^\[site-chrome\] Header: invalid props/);
  });
});
