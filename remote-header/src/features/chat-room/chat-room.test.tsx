import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chatRoomStatePath } from '@site-chrome/data/testing';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import {
  expectConsoleErrors,
  mockServer,
  renderWithChrome,
  requestsTo,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import Header from '../../exposed/header';
import { formatMessageTime } from '../../ui/format-message-time';

// Header spec section 2: the chat-room item opens a chat panel instead of navigating.
setUpMockApi();

const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));
const chatRoomButton = () => navigation().findByRole('button', { name: 'Chat Room' });
const trader = { uid: '10086001', nickname: 'Trader', tier: 0, isSubAccount: false };

function signInMockApi(persona: '1' | 'sub') {
  document.cookie = `${loginCookieName}=${persona}; path=/`;
}

afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

describe('the chat-room item', () => {
  it('is a button, not a link, and fetches nothing until opened', async () => {
    renderWithChrome(<Header />);

    const button = await chatRoomButton();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveAttribute('href');
    expect(requestsTo(chatRoomStatePath)).toHaveLength(0);
  });

  it("opens the room of the reader's language, with its recent messages as text", async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await user.click(await chatRoomButton());

    const panel = within(await screen.findByRole('dialog', { name: 'Chat Room' }));
    expect(await panel.findByText('English community · 1284 online')).toBeInTheDocument();
    const feed = within(panel.getByRole('list', { name: 'Recent messages' }));
    expect(feed.getAllByRole('listitem')).toHaveLength(5);
    // A hostile message shows as its text, never as markup.
    expect(feed.getByText('<img src=x onerror=alert(1)> hello')).toBeInTheDocument();
    expect(panel.queryByRole('img')).not.toBeInTheDocument();
    expect(requestsTo(chatRoomStatePath)[0]?.searchParams.toString()).toBe(
      'lang=en&nickname=&is_sub_account=0',
    );
  });

  it('invites a visitor to log in', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await user.click(await chatRoomButton());

    const panel = within(await screen.findByRole('dialog', { name: 'Chat Room' }));
    expect(await panel.findByRole('link', { name: 'Log In to chat' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in user to the full room to post', async () => {
    signInMockApi('1');
    const user = userEvent.setup();
    renderWithChrome(<Header user={trader} />);
    await user.click(await chatRoomButton());

    const panel = within(await screen.findByRole('dialog', { name: 'Chat Room' }));
    expect(await panel.findByRole('link', { name: 'Open the chat room' })).toHaveAttribute(
      'href',
      '/groupchat/room/room-en',
    );
    expect(requestsTo(chatRoomStatePath)[0]?.searchParams.get('nickname')).toBe('Trader');
  });

  it('tells a sub-account it can read but not post', async () => {
    signInMockApi('sub');
    const user = userEvent.setup();
    renderWithChrome(<Header user={{ ...trader, isSubAccount: true }} />);
    await user.click(await chatRoomButton());

    const panel = within(await screen.findByRole('dialog', { name: 'Chat Room' }));
    expect(
      await panel.findByText('Sub-accounts can read the chat room but cannot post.'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Open the chat room' })).not.toBeInTheDocument();
    expect(requestsTo(chatRoomStatePath)[0]?.searchParams.get('is_sub_account')).toBe('1');
  });

  it('says so when the room cannot be loaded', async () => {
    const errors = expectConsoleErrors();
    mockServer.use(http.get(`*${chatRoomStatePath}`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    await user.click(await chatRoomButton());

    const panel = within(await screen.findByRole('dialog', { name: 'Chat Room' }));
    expect(await panel.findByRole('status')).toHaveTextContent('The chat room cannot be loaded right now.');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`GET ${chatRoomStatePath} failed: HTTP 500`));
  });

  it('closes on Escape and gives focus back to the item', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header />);
    const button = await chatRoomButton();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Chat Room' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('formatMessageTime', () => {
  it('shows month-day hour:minute in local time', () => {
    const local = new Date(2026, 10, 3, 9, 5);
    expect(formatMessageTime(local.getTime() / 1000)).toBe('11-03 09:05');
  });

  it.each([0, -1, Number.NaN])('shows nothing for %p', (seconds) => {
    expect(formatMessageTime(seconds)).toBe('');
  });
});
