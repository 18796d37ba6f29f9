import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

describe('Download app', () => {
  it('opens on focus with a QR code of the download page and a link to it; Escape closes it', async () => {
    const events = userEvent.setup();
    renderWithChrome(<Header site="tr" language="en" />);
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Download app' });

    act(() => button.focus());
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);

    const code = await panel.findByRole('img', { name: 'QR code of the download page' }, { timeout: 3000 });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // The prefix rule applies: English on the Turkish site adds no language segment.
    expect(panel.getByRole('link', { name: 'More download options' })).toHaveAttribute(
      'href',
      '/download?pos=header',
    );

    await events.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('is not there when the host hides the download part', () => {
    renderWithChrome(<Header variant={{ hidden: ['download'] }} />);
    expect(screen.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
  });
});
