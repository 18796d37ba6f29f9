import { screen, waitFor } from '@testing-library/react';
import { countryCookieName, loginCookieName } from '@site-chrome/dev/mock-api';
import { renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// Header spec section 4: logged-out visitors on listed public pages are sent to their regional site,
// only when the host opts in. Common data (the mock API) says where the visitor lands from.
setUpMockApi();

const commonDataPath = '/api/web/v1/site/commonData';

function landFrom(country: string) {
  document.cookie = `${countryCookieName}=${country}; path=/`;
}

afterEach(() => {
  document.cookie = `${countryCookieName}=; max-age=0; path=/`;
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

async function commonDataAnswered() {
  await waitFor(() => expect(requestsTo(commonDataPath).length).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Trade' });
}

describe('when the host opts in', () => {
  it('asks the host, once, to move a visitor from Turkey to the Turkish spot market', async () => {
    landFrom('TR');
    const onRegionalRedirect = jest.fn();
    const { rerender } = renderWithChrome(
      <Header path="/trade/BTC_USDT" onRegionalRedirect={onRegionalRedirect} />,
    );

    await waitFor(() =>
      expect(onRegionalRedirect).toHaveBeenCalledWith({ site: 'tr', path: '/trade/BTC_TRY' }),
    );
    rerender(<Header path="/trade/BTC_USDT" onRegionalRedirect={onRegionalRedirect} theme="dark" />);
    await screen.findByRole('banner');
    expect(onRegionalRedirect).toHaveBeenCalledTimes(1);
  });

  it('leaves a user the host says is logged in where they are', async () => {
    landFrom('TR');
    const onRegionalRedirect = jest.fn();
    renderWithChrome(
      <Header
        path="/"
        user={{ uid: '1', nickname: 'Trader', tier: 0, isSubAccount: false }}
        onRegionalRedirect={onRegionalRedirect}
      />,
    );
    await commonDataAnswered();

    expect(onRegionalRedirect).not.toHaveBeenCalled();
  });

  it('leaves a visitor whose session common data reports where they are', async () => {
    landFrom('TR');
    document.cookie = `${loginCookieName}=1; path=/`;
    const onRegionalRedirect = jest.fn();
    renderWithChrome(<Header path="/" onRegionalRedirect={onRegionalRedirect} />);
    await commonDataAnswered();

    expect(onRegionalRedirect).not.toHaveBeenCalled();
  });

  it('leaves a visitor from a country without its own site on the global site', async () => {
    landFrom('BR');
    const onRegionalRedirect = jest.fn();
    renderWithChrome(<Header path="/" onRegionalRedirect={onRegionalRedirect} />);
    await commonDataAnswered();

    expect(onRegionalRedirect).not.toHaveBeenCalled();
  });
});

describe('when the host does not opt in', () => {
  it('moves nobody: the header has no way to navigate on its own', async () => {
    landFrom('TR');
    const assign = jest.spyOn(window.history, 'pushState');
    renderWithChrome(<Header path="/" />);
    await commonDataAnswered();

    expect(assign).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });
});
