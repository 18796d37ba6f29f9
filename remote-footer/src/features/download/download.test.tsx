import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Footer from '../../exposed/footer';

// Footer spec §6: login status decides whether the download entry opens the download modal.
setUpMockApi();

const member = { uid: 1001, nickname: 'trader', tier: 0, isSubAccount: false };

async function downloadEntry() {
  const columns = await screen.findByRole('navigation', { name: 'Site links' });
  return within(columns).getByRole('link', { name: 'Download App' });
}

/** Whether a click reached the page with its default (following the link) still to happen; jsdom cannot navigate, so it is stopped here. */
function followedClicks() {
  const followed: string[] = [];
  const record = (event: MouseEvent) => {
    if (!event.defaultPrevented)
      followed.push((event.target as Element).closest('a')?.getAttribute('href') ?? '');
    event.preventDefault();
  };
  window.addEventListener('click', record);
  return { followed, stop: () => window.removeEventListener('click', record) };
}

describe('the download entry', () => {
  it('for a visitor, opens the download dialog with a QR code of the page; Escape returns focus', async () => {
    const events = userEvent.setup();
    renderWithChrome(<Footer />);
    const entry = await downloadEntry();
    expect(entry).toHaveAttribute('href', '/download?pos=footer');

    await events.click(entry);

    const dialog = await screen.findByRole('dialog', { name: 'Download app' });
    const code = await within(dialog).findByRole('img', { name: 'QR code of the download page' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(within(dialog).getByText('Scan to download the app for iOS and Android')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'More download options' })).toHaveAttribute(
      'href',
      '/download?pos=footer',
    );

    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entry).toHaveFocus();
  });

  it('for a visitor, keeps the link for a click meant for a new tab', async () => {
    renderWithChrome(<Footer />);
    const entry = await downloadEntry();
    const clicks = followedClicks();

    const events = userEvent.setup();
    await events.keyboard('{Control>}');
    await events.click(entry);
    await events.keyboard('{/Control}');
    clicks.stop();

    expect(clicks.followed).toEqual(['/download?pos=footer']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('for a signed-in user, is a plain link to the download page', async () => {
    renderWithChrome(<Footer user={member} />);
    const entry = await downloadEntry();
    const clicks = followedClicks();

    await userEvent.setup().click(entry);
    clicks.stop();

    expect(clicks.followed).toEqual(['/download?pos=footer']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('carries the language prefix', async () => {
    renderWithChrome(<Footer language="ja" user={member} />);
    await waitFor(async () =>
      // The server writes the menu in the page language.
      expect(await screen.findByRole('link', { name: 'アプリをダウンロード' })).toHaveAttribute(
        'href',
        '/ja/download?pos=footer',
      ),
    );
  });
});
