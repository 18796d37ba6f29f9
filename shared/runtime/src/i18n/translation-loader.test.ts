import i18next from 'i18next';
import { createTranslationLoader, type TranslationStrings } from './translation-loader';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const english = { navigation: { markets: 'Markets' }, greeting: 'Account of {{name}}' };
const german = { navigation: { markets: 'Märkte' }, greeting: 'Konto von {{name}}' };

/** A fresh i18next instance with the chrome's loader, as the page's singleton is made. */
function freshLoader() {
  const i18n = i18next.createInstance();
  return { i18n, ...createTranslationLoader(i18n) };
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
    const { i18n, registerNamespace } = freshLoader();
    const load = jest.fn(() => chunk(german));

    registerNamespace('header', { en: english, load });

    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('when German is chosen', () => {
  it('adds the German strings and switches to German', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const load = jest.fn(() => chunk(german));
    registerNamespace('header', { en: english, load });

    await loadLanguage('de');

    expect(load).toHaveBeenCalledWith('de');
    expect(i18n.hasResourceBundle('de', 'header')).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('greeting', { ns: 'header', name: 'Ada' })).toBe('Konto von Ada');
  });

  it('fetches every namespace at the same time, not one after the other', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const headerChunk = deferredChunk();
    const footerChunk = deferredChunk();
    const loadHeader = jest.fn(() => headerChunk.promise);
    const loadFooter = jest.fn(() => footerChunk.promise);
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const load = jest.fn(() => chunk(german));
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const germanChunk = deferredChunk();
    registerNamespace('header', {
      en: english,
      load: (language) =>
        language === 'de' ? germanChunk.promise : chunk({ ...english, greeting: 'Compte de {{name}}' }),
    });

    const loadingGerman = loadLanguage('de');
    await Promise.resolve();
    await Promise.resolve();
    await loadLanguage('fr');
    germanChunk.resolve(german);
    await loadingGerman;

    expect(i18n.language).toBe('fr');
  });
});

describe('given German and then French chosen in one go', () => {
  it('fetches French only', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const load = jest.fn(() => chunk(german));
    registerNamespace('header', { en: english, load });

    await Promise.all([loadLanguage('de'), loadLanguage('fr')]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('fr');
    expect(i18n.language).toBe('fr');
  });
});

describe('after choosing German, then English again before German arrived', () => {
  it('ends on English', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const germanChunk = deferredChunk();
    const load = jest.fn(() => germanChunk.promise);
    registerNamespace('header', { en: english, load });

    const loadingGerman = loadLanguage('de');
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith('de');
    await loadLanguage('en');
    germanChunk.resolve(german);
    await loadingGerman;

    expect(i18n.language).toBe('en');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
  });
});

describe('given German chosen and still on its way', () => {
  it('keeps English on screen until every namespace is in, then switches', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const germanChunk = deferredChunk();
    registerNamespace('header', { en: english, load: () => germanChunk.promise });

    const loadingGerman = loadLanguage('de');
    await Promise.resolve();

    expect(i18n.language).toBe('en');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
    germanChunk.resolve(german);
    await loadingGerman;
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Märkte');
  });

  it('fetches German for a namespace registered meanwhile', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
    const headerChunk = deferredChunk();
    const loadHeader = jest.fn(() => headerChunk.promise);
    registerNamespace('header', { en: english, load: loadHeader });
    const loadingGerman = loadLanguage('de');
    await Promise.resolve();
    await Promise.resolve();
    expect(loadHeader).toHaveBeenCalledTimes(1);
    const loadSearch = jest.fn(() => chunk(german));

    registerNamespace('search', { en: english, load: loadSearch });
    headerChunk.resolve(german);
    await loadingGerman;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(loadSearch).toHaveBeenCalledTimes(1);
    expect(loadSearch).toHaveBeenCalledWith('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('navigation.markets', { ns: 'search' })).toBe('Märkte');
  });
});

describe("i18next's own loading calls", () => {
  it('fetch a registered namespace through the backend: changeLanguage, then loadNamespaces', async () => {
    const { i18n, registerNamespace } = freshLoader();
    const load = jest.fn(() => chunk(german));
    registerNamespace('header', { en: english, load });

    await i18n.changeLanguage('de');
    expect(load).toHaveBeenCalledTimes(1);
    i18n.removeResourceBundle('de', 'header');
    await i18n.loadNamespaces('header');

    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('de');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Märkte');
  });

  it('never fetch English: a reload gets the bundled strings', async () => {
    const { i18n, registerNamespace } = freshLoader();
    const load = jest.fn(() => chunk(german));
    registerNamespace('header', { en: english, load });

    await i18n.reloadResources('en', 'header');

    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
  });
});

describe('given a namespace registered after German was chosen', () => {
  it('fetches German for it too', async () => {
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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
    const { i18n, registerNamespace, loadLanguage } = freshLoader();
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

describe('given per-request clones, as a server renderer would take them', () => {
  it('lets each keep its own language while sharing the backend and the strings already fetched', async () => {
    const { i18n, registerNamespace } = freshLoader();
    const load = jest.fn(() => chunk(german));
    registerNamespace('header', { en: english, load });

    const firstRequest = i18n.cloneInstance({ lng: 'de' });
    await firstRequest.changeLanguage('de');
    const secondRequest = i18n.cloneInstance({ lng: 'de' });
    await secondRequest.changeLanguage('de');

    expect(firstRequest.t('navigation.markets', { ns: 'header' })).toBe('Märkte');
    expect(secondRequest.t('navigation.markets', { ns: 'header' })).toBe('Märkte');
    expect(i18n.t('navigation.markets', { ns: 'header' })).toBe('Markets');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
