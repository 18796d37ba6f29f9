import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer, renderWithChrome, requestsTo, setUpMockApi } from '@site-chrome/dev/testing';
import Header from '../../exposed/header';

// Header spec section 2: every link carries the sub-site's prefix, one rule fed by common data's lang_prefix.
setUpMockApi();

const bar = () => within(screen.getByRole('banner'));
const navigation = () => within(screen.getByRole('navigation', { name: 'Main' }));

function answerLangPrefix(langPrefix: unknown) {
  mockServer.use(
    http.get('*/api/web/v1/site/commonData', () =>
      HttpResponse.json({ code: 0, data: { sub_website_id: 0, lang_prefix: langPrefix } }),
    ),
  );
}

describe('before common data answers', () => {
  it.each([
    ['main', 'en', '/login'],
    ['main', 'de', '/de/login'],
    ['tr', 'tr', '/tr/login'],
    ['tr', 'en', '/login'],
    ['jp', 'ja', '/ja/login'],
    ['jp', 'en', '/login'],
  ] as const)('on %s in %s, Log In leads to %s', async (site, language, href) => {
    mockServer.use(http.get('*/api/web/v1/site/commonData', () => new Promise<never>(() => undefined)));
    renderWithChrome(<Header site={site} language={language} />);

    // Found by its tracking id: the name is in the page language.
    const logIn = bar()
      .getAllByRole('link')
      .find((link) => link.dataset.track === 'login');
    expect(logIn).toHaveAttribute('href', href);
    // Let the page language's strings arrive before the test ends.
    if (language !== 'en') await waitFor(() => expect(logIn).not.toHaveTextContent(/^Log In$/));
  });
});

describe("once common data's lang_prefix is known", () => {
  it('puts the server prefix on the bar, the logo and every menu link', async () => {
    answerLangPrefix('/global');
    const user = userEvent.setup();
    renderWithChrome(<Header />);

    await waitFor(() =>
      expect(bar().getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/global/login'),
    );
    expect(bar().getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/global/signup?redirect_url=%2Fglobal',
    );
    expect(bar().getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/global');

    await user.click(await navigation().findByRole('button', { name: 'Trade' }));
    expect(await navigation().findByRole('link', { name: /Spot/ })).toHaveAttribute(
      'href',
      '/global/trade/BTC_USDT',
    );
  });

  it('ignores an unsafe prefix with a warning, so no link leaves the site', async () => {
    answerLangPrefix('//evil.example');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithChrome(<Header language="de" />);

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring lang_prefix "//evil.example"')),
    );
    expect(
      bar()
        .getAllByRole('link')
        .find((link) => link.dataset.track === 'login'),
    ).toHaveAttribute('href', '/de/login');
  });
});

describe('on a page in another sub-site and language', () => {
  it("asks for that sub-site's data in that language only, never first for the defaults", async () => {
    renderWithChrome(<Header site="tr" language="de" />);

    await navigation().findByRole('link', { name: 'Web3' });
    const commonData = requestsTo('/api/web/v1/site/commonData').map((url) => url.search);
    const menu = requestsTo('/api/web/v1/site/headerMenuListV2').map((url) => url.search);
    expect(commonData).toEqual(['?lang=de&sub_website_id=177']);
    expect(menu).toEqual(['?lang=de&platform=web']);
  });
});
