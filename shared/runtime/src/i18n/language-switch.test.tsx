import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { chromeStore } from '../store/chrome-store';
import { ChromeProviders } from '../ui/chrome-providers';
import { ChromeRoot } from '../ui/chrome-root';
import { i18n, loadLanguage } from './i18n-instance';
import { supportedLanguages } from './languages';

function LogInButton() {
  const { t } = useTranslation();
  return <button type="button">{t('logIn')}</button>;
}

function renderChrome() {
  return render(
    <ChromeProviders>
      <ChromeRoot data-testid="chrome-root">
        <LogInButton />
      </ChromeRoot>
    </ChromeProviders>,
  );
}

afterEach(async () => {
  act(() => chromeStore.getState().setLanguage('en'));
  await loadLanguage('en');
});

describe('given the chrome on screen in English', () => {
  it('switches to Arabic, right to left, without a reload', async () => {
    renderChrome();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();

    act(() => chromeStore.getState().setLanguage('ar'));

    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByTestId('chrome-root')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('chrome-root')).toHaveAttribute('lang', 'ar');
  });

  it('switches back to English, left to right', async () => {
    renderChrome();
    act(() => chromeStore.getState().setLanguage('de'));
    await screen.findByRole('button', { name: 'Anmelden' });

    act(() => chromeStore.getState().setLanguage('en'));

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByTestId('chrome-root')).toHaveAttribute('dir', 'ltr');
  });
});

describe('the common namespace', () => {
  it.each(supportedLanguages)('loads its %s chunk', async (language) => {
    const consoleError = jest.spyOn(console, 'error');

    await loadLanguage(language);

    expect(consoleError).not.toHaveBeenCalled();
    expect(i18n.language).toBe(language);
    expect(i18n.hasResourceBundle(language, 'common')).toBe(true);
  });
});
