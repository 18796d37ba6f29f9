import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cookiePolicyReshowAfterMs } from '@site-chrome/rules/settings';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';
import { cookiePolicyStorageKey } from './cookie-policy-banner';

// The mock API answers as on the demo page; expected warnings of the fixture's malformed items stay quiet.
setUpMockApi();

const banner = () => screen.findByRole('region', { name: 'Cookie policy' });
const day = 24 * 60 * 60 * 1000;

describe('the cookie-policy banner', () => {
  it('shows on the EU home page when never accepted, and Accept stores the time and closes it', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header site="eu" path="/" />);

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(screen.queryByRole('region', { name: 'Cookie policy' })).not.toBeInTheDocument();
    const stored = Number(window.localStorage.getItem(cookiePolicyStorageKey));
    expect(Math.abs(Date.now() - stored)).toBeLessThan(60_000);
  });

  it('stays away for 90 days after an acceptance, and asks again after that', async () => {
    window.localStorage.setItem(cookiePolicyStorageKey, String(Date.now() - 89 * day));
    const first = renderWithChrome(<Header site="eu" path="/" />);
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookie policy' })).not.toBeInTheDocument(),
    );
    first.unmount();

    window.localStorage.setItem(cookiePolicyStorageKey, String(Date.now() - cookiePolicyReshowAfterMs - day));
    renderWithChrome(<Header site="eu" path="/" />);

    expect(await banner()).toBeInTheDocument();
  });

  it('treats a corrupted stored value as never accepted', async () => {
    window.localStorage.setItem(cookiePolicyStorageKey, '"yesterday"');
    renderWithChrome(<Header site="eu" path="/" />);

    expect(await banner()).toBeInTheDocument();
  });

  it('goes away when the EU page leaves the home page, and never shows on the main site', async () => {
    const { rerender } = renderWithChrome(<Header site="eu" path="/" />);
    expect(await banner()).toBeInTheDocument();

    rerender(<Header site="eu" path="/trade/BTC_USDT" />);
    expect(screen.queryByRole('region', { name: 'Cookie policy' })).not.toBeInTheDocument();

    rerender(<Header site="main" path="/" />);
    expect(screen.queryByRole('region', { name: 'Cookie policy' })).not.toBeInTheDocument();
    // The data the header loads on its own settles before the test ends.
    await screen.findByRole('button', { name: 'Trade' });
  });
});
