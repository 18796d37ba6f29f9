import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type KeyboardEvent } from 'react';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { chromeStore } from '../store/chrome-store';
import { ChromeProviders } from '../ui/chrome-providers';
import { ModalDialog } from './modal-dialog';

/** A combobox that clears its text on Escape, as the search fields do (useComboboxKeys). */
function ClearingCombobox() {
  const [text, setText] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text !== '') setText('');
  };
  return (
    <input
      role="combobox"
      aria-label="Search"
      aria-expanded="false"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

function DialogWithCombobox() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <ChromeProviders>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Search" returnFocusRef={opener}>
        <ClearingCombobox />
      </ModalDialog>
    </ChromeProviders>
  );
}

describe('ModalDialog', () => {
  describe('given a combobox holding text', () => {
    it('after pressing Escape, the combobox is cleared and the dialog stays open', async () => {
      const user = userEvent.setup();
      renderWithChrome(<DialogWithCombobox />);
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      const field = screen.getByRole('combobox', { name: 'Search' });
      await user.type(field, 'eth');

      await user.keyboard('{Escape}');

      expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
    });

    it('after a second Escape, the dialog closes and focus returns to its opener', async () => {
      const user = userEvent.setup();
      renderWithChrome(<DialogWithCombobox />);
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'eth');

      await user.keyboard('{Escape}');
      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
    });
  });

  describe('given an empty combobox', () => {
    it('after pressing Escape, the dialog closes', async () => {
      const user = userEvent.setup();
      renderWithChrome(<DialogWithCombobox />);
      await user.click(screen.getByRole('button', { name: 'Open search' }));
      await user.click(screen.getByRole('combobox', { name: 'Search' }));

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  // A portal is outside the chrome's root: the dialog says its language itself, for screen readers, for the
  // glyphs of Han characters (Japanese or Chinese shapes) and for Korean line breaks (portal-surface.ts).
  it.each([
    ['ko', 'ltr'],
    ['ar', 'rtl'],
  ] as const)(
    'in %s, the dialog carries the page language and its direction (%s)',
    async (language, direction) => {
      const user = userEvent.setup();
      renderWithChrome(<DialogWithCombobox />);
      act(() => chromeStore.setState({ language }));

      await user.click(screen.getByRole('button', { name: 'Open search' }));

      const dialog = screen.getByRole('dialog', { name: 'Search' });
      expect(dialog).toHaveAttribute('lang', language);
      expect(dialog).toHaveAttribute('dir', direction);
    },
  );
});
