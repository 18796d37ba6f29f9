import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSkinChanged } from '@site-chrome/runtime';
import type { Theme } from '@site-chrome/rules/settings';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

/** A host page: the header, and what the host reads of the "skin changed" flag (header spec section 4). */
function HostPage({ theme }: { theme: Theme }) {
  const skinChanged = useSkinChanged();
  return (
    <>
      <Header theme={theme} />
      <p role="status" aria-label="Theme choice">
        {skinChanged ? 'chosen by the reader' : 'the page default'}
      </p>
    </>
  );
}

describe('the "skin changed" flag, as a host reads it', () => {
  it('is off while the host decides the theme, even when the host changes it', () => {
    const { rerender } = renderWithChrome(<HostPage theme="light" />);
    expect(screen.getByRole('status', { name: 'Theme choice' })).toHaveTextContent('the page default');

    rerender(<HostPage theme="dark" />);

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('status', { name: 'Theme choice' })).toHaveTextContent('the page default');
  });

  it('turns on when the reader uses the Theme button, and stays on', async () => {
    const user = userEvent.setup();
    renderWithChrome(<HostPage theme="light" />);

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('status', { name: 'Theme choice' })).toHaveTextContent('chosen by the reader');
    await user.click(screen.getByRole('button', { name: 'Theme' }));

    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('status', { name: 'Theme choice' })).toHaveTextContent('chosen by the reader');
  });
});
