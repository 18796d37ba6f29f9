import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageLoaded, renderWithChrome } from '@site-chrome/shared/testing';
import AggregatedSearch from './aggregated-search';

describe('the aggregated search', () => {
  it('is a region holding a search box the user can type into', async () => {
    const user = userEvent.setup();
    renderWithChrome(<AggregatedSearch />);
    expect(screen.getByRole('region', { name: 'Aggregated search' })).toBeInTheDocument();
    const searchBox = screen.getByRole('searchbox', { name: 'Search coins, markets and features' });

    await user.type(searchBox, 'btc');

    expect(searchBox).toHaveValue('btc');
  });

  it('follows the page theme and direction', async () => {
    renderWithChrome(<AggregatedSearch theme="dark" language="ar" />);
    await languageLoaded('ar');

    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-theme', 'dark');
    expect(region).toHaveAttribute('dir', 'rtl');
  });
});
