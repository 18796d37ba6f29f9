import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import { expectConsoleErrors, getFixtures, languageLoaded, renderWithChrome } from '@site-chrome/dev/testing';
import AnnouncementBar from './announcement-bar';

const server = setupServer(...mockApiHandlers);
const { index: homeAnnouncement, wallet: walletAnnouncement } = getFixtures().announcements;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const storedClosedIds = () => JSON.parse(window.localStorage.getItem('global-notice') ?? 'null') as unknown;

const renderErrors = () =>
  (console.error as jest.Mock).mock.calls.filter(([message]) => String(message).includes('failed to render'));

describe('on the home page', () => {
  it('shows the home announcement in the Announcement region', async () => {
    renderWithChrome(<AnnouncementBar path="/" />);

    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent(homeAnnouncement.content);
    expect(region).not.toHaveTextContent(walletAnnouncement.content);
    expect(within(region).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      homeAnnouncement.link,
    );
  });

  it('in German, on /de, shows the home announcement as the server writes it in German', async () => {
    renderWithChrome(<AnnouncementBar path="/de" language="de" />);
    await languageLoaded('de');

    const region = await screen.findByRole('region', { name: 'Ankündigung' });
    expect(region).toHaveTextContent(/^Geplantes System-Upgrade am 20\. August von 02:00 bis 04:00 Uhr/);
    expect(region).not.toHaveTextContent(homeAnnouncement.content);
  });
});

describe('given the host switches language in place', () => {
  it('shows the announcement the server writes in the new language', async () => {
    const { rerender } = renderWithChrome(<AnnouncementBar path="/" language="en" />);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
      homeAnnouncement.content,
    );

    rerender(<AnnouncementBar path="/" language="fr" />);
    await languageLoaded('fr');

    const region = await screen.findByRole('region', { name: 'Annonce' });
    await waitFor(() => expect(region).toHaveTextContent(/^Mise à niveau programmée du système le 20 août/));
  });
});

describe('on a wallet page', () => {
  it('shows the wallet announcement', async () => {
    renderWithChrome(<AnnouncementBar path="/myaccount/myfunds" />);

    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent(walletAnnouncement.content);
    expect(region).not.toHaveTextContent(homeAnnouncement.content);
  });
});

describe('on a trading page', () => {
  it('takes no space and shows nothing', () => {
    const { container } = renderWithChrome(<AnnouncementBar path="/trade/BTC_USDT" />);

    expect(container).toBeEmptyDOMElement();
  });

  it('given the reader moves there from the home page, the announcement goes away', async () => {
    const { rerender } = renderWithChrome(<AnnouncementBar path="/" />);
    await screen.findByRole('region', { name: 'Announcement' });

    rerender(<AnnouncementBar path="/trade/BTC_USDT" />);

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('closing the announcement', () => {
  it('hides it and remembers its id under global-notice', async () => {
    const user = userEvent.setup();
    renderWithChrome(<AnnouncementBar path="/" />);
    const region = await screen.findByRole('region', { name: 'Announcement' });

    await user.click(within(region).getByRole('button', { name: 'Close announcement' }));

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(storedClosedIds()).toEqual([homeAnnouncement.content_id]);
  });

  it('adds to the ids already stored', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('global-notice', JSON.stringify(['40000']));
    renderWithChrome(<AnnouncementBar path="/myaccount/myfunds" />);

    await user.click(await screen.findByRole('button', { name: 'Close announcement' }));

    expect(storedClosedIds()).toEqual(['40000', walletAnnouncement.content_id]);
  });

  it('keeps it closed on a later visit', async () => {
    const user = userEvent.setup();
    const firstVisit = renderWithChrome(<AnnouncementBar path="/" />);
    await user.click(await screen.findByRole('button', { name: 'Close announcement' }));
    firstVisit.unmount();

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('given storage that refuses the write, still hides it', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    renderWithChrome(<AnnouncementBar path="/" />);

    await user.click(await screen.findByRole('button', { name: 'Close announcement' }));

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});

describe('given an announcement closed on an earlier visit', () => {
  it('does not show it', async () => {
    window.localStorage.setItem('global-notice', JSON.stringify([homeAnnouncement.content_id]));

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('still shows the announcement of another page', async () => {
    window.localStorage.setItem('global-notice', JSON.stringify([homeAnnouncement.content_id]));

    renderWithChrome(<AnnouncementBar path="/myaccount/myfunds" />);

    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
      walletAnnouncement.content,
    );
  });

  it('given a corrupted stored list, shows the announcement', async () => {
    window.localStorage.setItem('global-notice', '{not json');

    renderWithChrome(<AnnouncementBar path="/" />);

    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(
      homeAnnouncement.content,
    );
  });
});

describe('given a stored list with damaged entries', () => {
  it("keeps the reader's other dismissals", async () => {
    window.localStorage.setItem('global-notice', JSON.stringify([42, null, homeAnnouncement.content_id]));

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByText(homeAnnouncement.content)).not.toBeInTheDocument();
  });
});

describe('server text', () => {
  it('takes its own direction, so an English notice on an Arabic page ends where English ends', async () => {
    // The server has no Arabic text for this one yet and answers the English.
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () =>
        HttpResponse.json({ code: 0, data: getFixtures().announcements }),
      ),
    );
    renderWithChrome(<AnnouncementBar path="/" language="ar" />);
    await languageLoaded('ar');

    const text = await screen.findByText(homeAnnouncement.content);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('region')).toHaveAttribute('dir', 'rtl');
  });

  it('shows markup as text, never as elements', async () => {
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () =>
        HttpResponse.json({
          code: 0,
          data: { index: { content_id: 'x1', content: '<img src=x onerror=alert(1)>Hi', link: '/a' } },
        }),
      ),
    );

    renderWithChrome(<AnnouncementBar path="/" />);

    const region = await screen.findByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('<img src=x onerror=alert(1)>Hi');
    expect(region.querySelector('img')).toBeNull();
  });

  it("gives an in-site link the reader's language prefix", async () => {
    renderWithChrome(<AnnouncementBar path="/de" language="de" />);
    await languageLoaded('de');

    const region = await screen.findByRole('region');
    await waitFor(() =>
      expect(within(region).getByRole('link')).toHaveAttribute('href', `/de${homeAnnouncement.link}`),
    );
  });
});

describe('given the announcement service fails', () => {
  it('on a 500 answer, shows nothing and does not throw', async () => {
    const consoleError = expectConsoleErrors();
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () =>
        HttpResponse.json({ code: 500, message: 'Internal error', data: null }, { status: 500 }),
      ),
    );

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    // One logged API failure, and no render error.
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^\[api\] GET \/api\/web\/v1\/site\/fullsiteBulletin failed: HTTP 500/),
    ]);
  });

  it('on a body of the wrong shape, shows nothing and does not throw', async () => {
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () =>
        HttpResponse.json({ code: 0, data: 'malformed: wrong shape on purpose' }),
      ),
    );

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(renderErrors()).toEqual([]);
  });

  it('on a body that is not JSON, shows nothing and does not throw', async () => {
    const consoleError = expectConsoleErrors();
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () => HttpResponse.text('<html>Bad gateway</html>')),
    );

    const { container } = renderWithChrome(<AnnouncementBar path="/myaccount/myfunds" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^\[api\] GET \/api\/web\/v1\/site\/fullsiteBulletin failed: .*not valid JSON/),
    ]);
  });

  it('on an announcement without an id, shows nothing', async () => {
    server.use(
      http.get('*/api/web/v1/site/fullsiteBulletin', () =>
        HttpResponse.json({ code: 0, data: { index: { content: 'No id, cannot be dismissed' } } }),
      ),
    );

    const { container } = renderWithChrome(<AnnouncementBar path="/" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByText('No id, cannot be dismissed')).not.toBeInTheDocument();
  });
});
