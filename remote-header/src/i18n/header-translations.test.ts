import { i18n, loadLanguage } from '@site-chrome/runtime/testing';
import { supportedLanguages } from '@site-chrome/runtime';
import { headerNamespace } from './header-translations';

afterEach(() => loadLanguage('en'));

describe('given the header namespace before any language is chosen', () => {
  it('reads English, bundled with the remote', () => {
    expect(i18n.t('announcement.close', { ns: headerNamespace })).toBe('Close announcement');
  });
});

describe('after choosing Arabic', () => {
  it('reads Arabic, the menu buttons included', async () => {
    await loadLanguage('ar');

    expect(i18n.t('announcement.close', { ns: headerNamespace })).toBe('إغلاق الإعلان');
    expect(i18n.t('menus.languageRegion', { ns: headerNamespace })).toBe('اللغة والمنطقة');
  });
});

describe.each(supportedLanguages)('after choosing %s', (language) => {
  it('loads the header chunk for it without an error', async () => {
    const consoleError = jest.spyOn(console, 'error');

    await loadLanguage(language);

    expect(consoleError).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle(language, headerNamespace)).toBe(true);
  });
});
