import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { chromeStore } from '../store/chrome-store';
import { ChromeProviders } from '../ui/chrome-providers';
import { ChromeRoot } from '../ui/chrome-root';
import { i18n, loadLanguage, registerNamespace } from './i18n-instance';
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

describe('given a namespace registered after German was chosen (a lazily loaded panel)', () => {
  function LatePanel() {
    const { t } = useTranslation('late-panel');
    return <h2>{t('title')}</h2>;
  }

  it('shows its English at once, never its keys, and its German when that arrives', async () => {
    renderChrome();
    act(() => chromeStore.getState().setLanguage('de'));
    await screen.findByRole('button', { name: 'Anmelden' });
    let deliverGerman: () => void = () => {};
    const germanChunk = new Promise<{ default: { title: string } }>((resolve) => {
      deliverGerman = () => resolve({ default: { title: 'Spätes Feld' } });
    });

    registerNamespace('late-panel', {
      en: { title: 'Late panel' },
      load: (language) =>
        language === 'de' ? germanChunk : Promise.resolve({ default: { title: 'Late panel' } }),
    });
    render(
      <ChromeProviders>
        <LatePanel />
      </ChromeProviders>,
    );

    expect(screen.getByRole('heading', { name: 'Late panel' })).toBeInTheDocument();
    act(() => deliverGerman());
    expect(await screen.findByRole('heading', { name: 'Spätes Feld' })).toBeInTheDocument();
  });
});
