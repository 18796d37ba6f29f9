import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { ChromeProviders } from '../chrome-providers';
import { TextField } from './text-field';

describe('TextField', () => {
  it('given a visible label, the label names the field and shows', () => {
    renderWithChrome(
      <ChromeProviders>
        <TextField label="Nickname" defaultValue="" />
      </ChromeProviders>,
    );

    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('type', 'text');
    expect(screen.getByText('Nickname')).toBeVisible();
  });

  it('given a hidden label on a search field, it is a searchbox named by the label alone', async () => {
    const user = userEvent.setup();
    function FiatSearch() {
      const [search, setSearch] = useState('');
      return (
        <TextField
          type="search"
          label="Search fiat"
          labelHidden
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      );
    }
    renderWithChrome(
      <ChromeProviders>
        <FiatSearch />
      </ChromeProviders>,
    );
    const field = screen.getByRole('searchbox', { name: 'Search fiat' });

    await user.type(field, 'eur');

    expect(field).toHaveValue('eur');
    expect(screen.queryByText('Search fiat')).not.toBeInTheDocument();
  });

  it('given a ref, hands it the input, so a search opened in a dialog can take focus', () => {
    function FocusedSearch() {
      const field = useRef<HTMLInputElement>(null);
      useLayoutEffect(() => field.current?.focus(), []);
      return <TextField ref={field} role="combobox" label="Search" labelHidden aria-expanded={false} />;
    }
    renderWithChrome(
      <ChromeProviders>
        <FocusedSearch />
      </ChromeProviders>,
    );

    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
  });
});
