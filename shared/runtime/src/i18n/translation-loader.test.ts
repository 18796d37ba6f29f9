import i18next, { type i18n as I18n } from 'i18next';
import { chromeI18nOptions } from './i18n-instance';
import { createTranslationLoader, type TranslationStrings } from './translation-loader';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const english = { navigation: { markets: 'Markets' }, greeting: 'Account of {{name}}' };
const german = { navigation: { markets: 'Märkte' }, greeting: 'Konto von {{name}}' };

function freshI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init(chromeI18nOptions());
  return instance;
}

function chunk(strings: TranslationStrings) {
  return Promise.resolve({ default: strings });
}

/** A promise the test settles by hand, to see what happens while a chunk is still on its way. */
function deferredChunk() {
  let resolve: (strings: TranslationStrings) => void = () => {};
  const promise = new Promise<{ default: TranslationStrings }>((settle) => {
    resolve = (strings) => settle({ default: strings });
  });
  return { promise, resolve };
}

describe('given a namespace registered with English only', () => {
  it('shows English at once, without fetching anything', () => {
    const i18n = freshI18n();
    const load = jest.fn(() => chunk(german));

    createTranslationLoader(i18n).registerNamespace('header', { en: english, load });

    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('when German is chosen', () => {
  it('adds the German strings and switches to German', async () => {
    const i18n = freshI18n();
    const load = jest.fn(() => chunk(german));
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load });

    await loadLanguage('de');

    expect(load).toHaveBeenCalledWith('de');
    expect(i18n.hasResourceBundle('de', 'header')).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('greeting', { ns: 'header', name: 'Ada' })).toBe('Konto von Ada');
  });

  it('fetches every namespace at the same time, not one after the other', async () => {
    const i18n = freshI18n();
    const headerChunk = deferredChunk();
    const footerChunk = deferredChunk();
    const loadHeader = jest.fn(() => headerChunk.promise);
    const loadFooter = jest.fn(() => footerChunk.promise);
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load: loadHeader });
    registerNamespace('footer', { en: english, load: loadFooter });

    const loading = loadLanguage('de');
    await Promise.resolve();
    await Promise.resolve();

    expect(loadHeader).toHaveBeenCalledTimes(1);
    expect(loadFooter).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');

    headerChunk.resolve(german);
    footerChunk.resolve(german);
    await loading;
    expect(i18n.language).toBe('de');
  });

  it('fetches each namespace once, however many remotes ask', async () => {
    const i18n = freshI18n();
    const load = jest.fn(() => chunk(german));
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load });

    await Promise.all([loadLanguage('de'), loadLanguage('de'), loadLanguage('de')]);
    await loadLanguage('en');
    await loadLanguage('de');

    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('de');
  });
});

describe('given a chunk that fails to load', () => {
  it('logs one error, keeps that namespace in English and does not throw', async () => {
    const consoleError = expectConsoleErrors();
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load: () => Promise.reject(new Error('ChunkLoadError')) });

    await expect(loadLanguage('de')).resolves.toBeUndefined();
    await loadLanguage('de');

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[site-chrome] i18n: could not load the "header" strings for "de"; showing English',
      expect.any(Error),
    );
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
  });

  it('still switches the namespaces that did load', async () => {
    const consoleError = expectConsoleErrors();
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load: () => Promise.reject(new Error('ChunkLoadError')) });
    registerNamespace('footer', { en: english, load: () => chunk(german) });

    await loadLanguage('de');

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.join(' ')).toContain('header');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
    expect(i18n.t('navigation.markets', { ns: 'footer' })).toBe('Märkte');
  });

  it('treats a loader that throws before returning a promise the same way', async () => {
    const consoleError = expectConsoleErrors();
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', {
      en: english,
      load: () => {
        throw new Error('no such chunk');
      },
    });

    await expect(loadLanguage('de')).resolves.toBeUndefined();

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
  });
});

describe('after choosing German, then French before German arrived', () => {
  it('ends on French', async () => {
    const i18n = freshI18n();
    const germanChunk = deferredChunk();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', {
      en: english,
      load: (language) =>
        language === 'de' ? germanChunk.promise : chunk({ ...english, greeting: 'Compte de {{name}}' }),
    });

    const loadingGerman = loadLanguage('de');
    await loadLanguage('fr');
    germanChunk.resolve(german);
    await loadingGerman;

    expect(i18n.language).toBe('fr');
  });
});

describe('given a namespace registered after German was chosen', () => {
  it('fetches German for it too', async () => {
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', { en: english, load: () => chunk(german) });
    await loadLanguage('de');
    const loadSearch = jest.fn(() => chunk(german));

    registerNamespace('search', { en: english, load: loadSearch });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(loadSearch).toHaveBeenCalledWith('de');
    expect(i18n.t('navigation.markets', { ns: 'search' })).toBe('Märkte');
  });
});

describe('given Traditional Chinese', () => {
  const simplified = { ...english, navigation: { markets: '行情' } };
  const traditional = { ...english, navigation: { markets: '市場' } };

  it('shows Traditional, not Simplified, Chinese', async () => {
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', {
      en: english,
      load: (language) => chunk(language === 'zh' ? simplified : traditional),
    });

    await loadLanguage('zh');
    await loadLanguage('zh-tw');

    expect(i18n.language).toBe('zh-tw');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('市場');
  });

  it('falls back to English, not Simplified Chinese, when its chunk fails', async () => {
    const consoleError = expectConsoleErrors();
    const i18n = freshI18n();
    const { registerNamespace, loadLanguage } = createTranslationLoader(i18n);
    registerNamespace('header', {
      en: english,
      load: (language) => (language === 'zh' ? chunk(simplified) : Promise.reject(new Error('offline'))),
    });

    await loadLanguage('zh');
    await loadLanguage('zh-tw');

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.join(' ')).toContain('zh-tw');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
  });
});
