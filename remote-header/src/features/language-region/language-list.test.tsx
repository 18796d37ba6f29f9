import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

setUpMockApi();

describe('the Language tab’s restricted-location notices', () => {
  // Each language's item says its language (its name is in it); the notice under it is written in the page's.
  // Read as German, English or Japanese text gets German line breaks, glyphs and pronunciation.
  it('are marked as the page’s language, not as the language of the item they sit under', async () => {
    const user = userEvent.setup();
    renderWithChrome(<Header onLanguageChange={jest.fn()} />);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language and region' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Language and region' }, { timeout: 3000 }),
    );

    const german = await dialog.findByRole('button', { name: 'Deutsch' });
    const notice = dialog.getByText('Not available to residents of Germany and Austria.');

    expect(german.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(notice.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
