import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChrome } from '@site-chrome/dev/testing';
import { ChromeProviders } from '../chrome-providers';
import { Select } from './select';

describe('Select', () => {
  it('is a native select named by its label, offering its options', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    renderWithChrome(
      <ChromeProviders>
        <Select label="Currency" defaultValue="USD" onChange={(event) => chosen(event.target.value)}>
          <option value="USD">USD ($)</option>
          <option value="EUR">EUR (€)</option>
        </Select>
      </ChromeProviders>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD ($)', 'EUR (€)']);
    expect(select).toHaveValue('USD');

    await user.selectOptions(select, 'EUR');

    expect(select).toHaveValue('EUR');
    expect(chosen).toHaveBeenCalledWith('EUR');
  });
});
