import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Footer from '@site-chrome/remote-footer/Footer';
import AggregatedSearch from '@site-chrome/remote-search/AggregatedSearch';
import AnnouncementBar from './announcement-bar';
import Header from './header';

setUpMockApi();

const refuse = (name: string, message: string) => () => {
  throw new DOMException(message, name);
};

/** Browsers with storage blocked (sandboxed frames, some privacy settings) throw on merely reading it. */
function blockStorage() {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(refuse('SecurityError', 'Access is denied'));
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse('SecurityError', 'Access is denied'));
}

/** A full quota: reading works, every write throws. */
function fillStorage() {
  jest
    .spyOn(Storage.prototype, 'setItem')
    .mockImplementation(refuse('QuotaExceededError', 'The quota has been exceeded'));
}

/** Cookies disabled for the site: nothing to read, writes ignored. */
function disableCookies() {
  jest.spyOn(document, 'cookie', 'get').mockReturnValue('');
  jest.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
  jest.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
}

beforeEach(() => {
  // Refused reads and writes are warned about, once per key; that is the expected outcome here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function renderPage() {
  const user = userEvent.setup({ skipHover: true });
  renderWithChrome(
    <>
      <AnnouncementBar path="/" />
      <Header />
      <Footer />
      <AggregatedSearch />
    </>,
  );
  const navigation = within(screen.getByRole('navigation', { name: 'Main' }));
  await navigation.findByRole('button', { name: 'Trade' });
  return { user, navigation };
}

describe.each([
  ['storage is blocked', blockStorage],
  ['storage is full', fillStorage],
  ['cookies are disabled', disableCookies],
  ['storage is blocked and cookies are disabled', () => (blockStorage(), disableCookies())],
])('when %s', (_situation, breakBrowser) => {
  it('the header, the announcement, the footer and the search render, and work', async () => {
    breakBrowser();
    const { user, navigation } = await renderPage();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(navigation.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
    expect(within(screen.getByRole('contentinfo')).getAllByRole('heading').length).toBeGreaterThan(0);
    expect(await screen.findByRole('listbox', { name: 'Hot searches' })).toBeInTheDocument();

    // Dismissing the announcement works for this page view even where it cannot be remembered.
    const announcement = await screen.findByRole('region', { name: 'Announcement' });
    await user.click(within(announcement).getByRole('button', { name: 'Close announcement' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument(),
    );

    // A setting still applies to the page when its cookie cannot be written.
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
  });
});
