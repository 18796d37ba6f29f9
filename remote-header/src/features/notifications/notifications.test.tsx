import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import {
  languageLoaded,
  mockServer,
  renderWithChrome,
  requestsTo,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import { http, HttpResponse } from 'msw';
import Header from '../../exposed/header';
import { formatMessageTime } from '../../ui/format-message-time';

setUpMockApi();

const user = { uid: '10086001', nickname: 'Trader' };
const noticePath = '/apiw/v2/herald/get_notice_record';

beforeEach(() => {
  document.cookie = `${loginCookieName}=1; path=/`;
});
afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function openBell() {
  const events = userEvent.setup({ skipHover: true });
  const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' });
  await events.click(bell);
  const panel = within(document.getElementById(bell.getAttribute('aria-controls') ?? '') as HTMLElement);
  return { events, bell, panel };
}

describe('the notification bell', () => {
  it('fetches nothing until opened, then the Platform group once; each tab fetches its own', async () => {
    renderWithChrome(<Header user={user} />);
    expect(requestsTo(noticePath)).toHaveLength(0);

    const { events, bell, panel } = await openBell();
    const platform = await panel.findByRole('tabpanel');
    await within(platform).findAllByRole('listitem');
    expect(requestsTo(noticePath).map((url) => url.searchParams.get('type'))).toEqual(['platform']);
    expect(requestsTo(noticePath)[0]?.searchParams.get('size')).toBe('10');

    await events.click(panel.getByRole('tab', { name: 'Markets' }));
    await within(panel.getByRole('tabpanel')).findAllByRole('listitem');
    await events.click(bell);
    await events.click(bell);
    await events.click(panel.getByRole('tab', { name: 'Platform' }));

    expect(requestsTo(noticePath).map((url) => url.searchParams.get('type'))).toEqual([
      'platform',
      'markets',
    ]);
  });

  it('shows the titles the server writes in the new language after the host switches language in place', async () => {
    const { rerender } = renderWithChrome(<Header user={user} language="en" />);
    const { panel } = await openBell();
    expect(await panel.findAllByText(/^System maintenance/)).not.toHaveLength(0);

    rerender(<Header user={user} language="fr" />);
    await languageLoaded('fr');

    await waitFor(() => expect(panel.getAllByText(/^Maintenance du système/)).not.toHaveLength(0));
    expect(panel.queryByText(/^System maintenance/)).not.toBeInTheDocument();
  });

  it('shows each notice with its status, its time as month-day hour:minute, and its link', async () => {
    const sent = 1_763_884_800;
    mockServer.use(
      http.get(`*${noticePath}`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              {
                msg_id: 1,
                title: 'Order filled',
                send_timest: sent,
                status: 1,
                extras: { url: '/trade/BTC_USDT' },
              },
              { msg_id: 2, title: 'Margin call', send_timest: sent, status: 0, extras: { contract: 'BTC' } },
              {
                msg_id: 3,
                title: 'Bot stopped',
                send_timest: sent,
                status: 99,
                extras: { url: '/x', isAllowHref: 0 },
              },
            ],
          },
        }),
      ),
    );
    renderWithChrome(<Header user={user} language="en" />);

    const { panel } = await openBell();

    expect(await panel.findByRole('link', { name: /Order filled/ })).toHaveAttribute(
      'href',
      '/trade/BTC_USDT',
    );
    expect(panel.getByRole('link', { name: /Success: Order filled/ })).toHaveTextContent(
      formatMessageTime(sent),
    );
    expect(panel.getByRole('link', { name: /Warning: Margin call/ })).toHaveAttribute(
      'href',
      '/myaccount/myfunds/cross_margin',
    );
    expect(panel.queryByRole('link', { name: /Bot stopped/ })).not.toBeInTheDocument();
    expect(panel.getByText('Bot stopped')).toBeInTheDocument();
  });

  it('says "No data" with a way to the settings for an empty group or a failed call', async () => {
    mockServer.use(http.get(`*${noticePath}`, () => HttpResponse.json({ code: 0, data: { list: [] } })));
    renderWithChrome(<Header user={user} />);

    const { panel } = await openBell();

    expect(await panel.findByText('No data')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/reminder/config');
  });

  it('leads "View all" to {prefix}/reminder, the notifications and direct messages page', async () => {
    mockServer.use(
      http.get('*/api/web/v1/site/commonData', () =>
        HttpResponse.json({ code: 0, data: { sub_website_id: 0, lang_prefix: '/global' } }),
      ),
    );
    renderWithChrome(<Header user={user} />);
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Exchange home' })).toHaveAttribute(
        'href',
        '/global',
      ),
    );

    const { panel } = await openBell();

    expect(await panel.findByRole('link', { name: 'View all' })).toHaveAttribute('href', '/global/reminder');
  });

  it('leads a margin notice on a pair to its margin trading page and an earn notice to /invest', async () => {
    mockServer.use(
      http.get(`*${noticePath}`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              {
                msg_id: 1,
                title: 'Liquidated',
                template_id: 'margin_liquidation',
                extras: { contract: 'ETH_USDT' },
              },
              { msg_id: 2, title: 'Matured', template_id: 'invest_matured', extras: {} },
            ],
          },
        }),
      ),
    );
    renderWithChrome(<Header user={user} />);

    const { panel } = await openBell();

    expect(await panel.findByRole('link', { name: /Liquidated/ })).toHaveAttribute(
      'href',
      '/margin_trade/ETH_USDT',
    );
    expect(panel.getByRole('link', { name: /Matured/ })).toHaveAttribute('href', '/invest');
  });

  it('leads bot and copy-trading notices without a URL to their strategies, under the sub-site and language prefix', async () => {
    mockServer.use(
      http.get('*/api/web/v1/site/commonData', () =>
        HttpResponse.json({ code: 0, data: { sub_website_id: 177, lang_prefix: '/tr' } }),
      ),
      http.get(`*${noticePath}`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            list: [
              { msg_id: 1, title: 'Grid bot stopped', template_id: 'strategybot_stopped', extras: {} },
              {
                msg_id: 2,
                title: 'Trader closed a position',
                template_id: 'copytrading_position_closed',
                extras: { contract: 'BTC_USDT' },
              },
            ],
          },
        }),
      ),
    );
    renderWithChrome(<Header user={user} site="tr" language="en" />);
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Exchange home' })).toHaveAttribute(
        'href',
        '/tr',
      ),
    );

    const { panel } = await openBell();

    expect(await panel.findByRole('link', { name: /Grid bot stopped/ })).toHaveAttribute(
      'href',
      '/tr/strategybot/historyStrategy',
    );
    expect(panel.getByRole('link', { name: /Trader closed a position/ })).toHaveAttribute(
      'href',
      '/tr/copytrading/underwayStrategy',
    );
  });

  it('is not there for a visitor', () => {
    renderWithChrome(<Header />);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

it('formats times as month-day hour:minute', () => {
  expect(formatMessageTime(new Date(2026, 10, 3, 9, 5).getTime() / 1000)).toBe('11-03 09:05');
});
