import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeStore } from '@site-chrome/runtime';
import { pageReload } from '@site-chrome/runtime/testing';
import { renderWithChrome, setUpMockApi } from '@site-chrome/dev/testing';
import Footer from '../../exposed/footer';

// Footer spec §4 "Language and fiat choices", over the mock API's common data.
setUpMockApi();

const footer = () => within(screen.getByRole('contentinfo'));

// jsdom cannot reload a page: the reload is observed instead.
let reload: jest.SpyInstance<void, []>;
beforeEach(() => {
  document.cookie = 'market_rise_color=; max-age=0; path=/';
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});
afterEach(() => reload.mockRestore());

describe('the currency chooser', () => {
  it('by default stores the fiat, tells the host, then reloads the page', async () => {
    const onFiatChange = jest.fn();
    renderWithChrome(<Footer onFiatChange={onFiatChange} />);
    const currency = await footer().findByRole('combobox', { name: 'Currency' });
    await waitFor(() =>
      expect(within(currency).getByRole('option', { name: 'EUR (€)' })).toBeInTheDocument(),
    );

    await userEvent.selectOptions(currency, 'EUR');

    expect(chromeStore.getState()).toMatchObject({ fiat: 'EUR', currencyRateMode: 'open' });
    expect(onFiatChange).toHaveBeenCalledWith('EUR');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFiatChange.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] ?? 0);
  });

  it('with fiatChange "live", updates the chrome in place without reloading', async () => {
    renderWithChrome(<Footer fiatChange="live" />);
    const currency = await footer().findByRole('combobox', { name: 'Currency' });
    await waitFor(() =>
      expect(within(currency).getByRole('option', { name: 'JPY (¥)' })).toBeInTheDocument(),
    );

    await userEvent.selectOptions(currency, 'JPY');

    expect(currency).toHaveValue('JPY');
    expect(chromeStore.getState().fiat).toBe('JPY');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the language chooser', () => {
  async function chooseLanguage(code: string) {
    const language = await footer().findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(within(language).getAllByRole('option').length).toBeGreaterThan(5));
    await userEvent.selectOptions(language, code);
  }

  it('offers each language under its own name, the current one chosen', async () => {
    renderWithChrome(<Footer language="de" />);
    const language = await footer().findByRole('combobox', { name: 'Sprache' });
    await waitFor(() =>
      expect(within(language).getByRole('option', { name: '简体中文' })).toBeInTheDocument(),
    );
    expect(language).toHaveValue('de');
    expect(within(language).getByRole('option', { name: '简体中文' })).toHaveAttribute('lang', 'zh');
  });

  it.each([
    ['zh', 'risered'],
    ['de', 'risegreen'],
  ])('choosing %s with no rise colour stored sets %s and tells the host', async (code, colour) => {
    const onLanguageChange = jest.fn();
    renderWithChrome(<Footer onLanguageChange={onLanguageChange} />);

    await chooseLanguage(code);

    expect(onLanguageChange).toHaveBeenCalledWith(code);
    // The cookie is Secure, which jsdom's http page does not keep: the store holds the value written, and
    // the browser test reads the cookie itself.
    expect(chromeStore.getState()).toMatchObject({ language: code, storedRiseColour: colour });
  });

  it('leaves a stored rise colour alone', async () => {
    document.cookie = 'market_rise_color=risegreen; path=/';
    renderWithChrome(<Footer onLanguageChange={jest.fn()} />);

    await chooseLanguage('zh');

    expect(chromeStore.getState()).toMatchObject({ language: 'zh', storedRiseColour: 'risegreen' });
    expect(document.cookie).toContain('market_rise_color=risegreen');
  });

  it('asks before Turkish outside the Turkish site: stay in Turkish, go to the Turkish site, or cancel', async () => {
    const onLanguageChange = jest.fn();
    const onSiteChange = jest.fn();
    renderWithChrome(
      <Footer path="/markets" onLanguageChange={onLanguageChange} onSiteChange={onSiteChange} />,
    );

    await chooseLanguage('tr');
    const question = await footer().findByRole('group', { name: 'Türkçe' });
    expect(onLanguageChange).not.toHaveBeenCalled();
    expect(
      within(question).getByRole('button', { name: 'Stay on the global site in Turkish' }),
    ).toHaveFocus();

    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(footer().queryByRole('group', { name: 'Türkçe' })).toBeNull();
    expect(footer().getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await chooseLanguage('tr');
    await userEvent.click(footer().getByRole('button', { name: 'Go to the Turkish site' }));
    expect(onSiteChange).toHaveBeenCalledWith({ site: 'tr', path: '/markets' });

    await chooseLanguage('tr');
    await userEvent.click(footer().getByRole('button', { name: 'Stay on the global site in Turkish' }));
    expect(onLanguageChange).toHaveBeenCalledWith('tr');
  });

  it('without the host able to change sub-site, offers only staying; on the Turkish site, asks nothing', async () => {
    const { unmount } = renderWithChrome(<Footer onLanguageChange={jest.fn()} />);
    await chooseLanguage('tr');
    const question = await footer().findByRole('group', { name: 'Türkçe' });
    expect(within(question).queryByRole('button', { name: 'Go to the Turkish site' })).toBeNull();
    unmount();

    const onLanguageChange = jest.fn();
    renderWithChrome(<Footer site="tr" language="en" onLanguageChange={onLanguageChange} />);
    await chooseLanguage('tr');
    expect(onLanguageChange).toHaveBeenCalledWith('tr');
    expect(footer().queryByRole('group')).toBeNull();
  });
});

describe('the page variant', () => {
  it('offers only the choosers whose header parts the variant shows', async () => {
    const { unmount } = renderWithChrome(<Footer variant={{ hidden: ['exchangeRate'] }} />);
    expect(await footer().findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(footer().queryByRole('combobox', { name: 'Currency' })).toBeNull();
    unmount();

    renderWithChrome(<Footer variant={{ hidden: ['language', 'exchangeRate'] }} />);
    expect(await footer().findByText(/Cayman Islands Monetary Authority/)).toBeInTheDocument();
    expect(footer().queryByRole('combobox')).toBeNull();
  });
});

describe('loading', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it("holds the choosers' place until the reader nears the footer, then loads them", async () => {
    const observers: IntersectionObserverCallback[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    renderWithChrome(<Footer fiat="EUR" />);

    expect(await footer().findByText(/All rights reserved/)).toBeInTheDocument();
    expect(footer().queryByRole('combobox')).toBeNull();

    act(() => {
      for (const report of observers) {
        report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
    expect(await footer().findByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });
});
