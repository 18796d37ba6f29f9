import { i18n, loadLanguage } from '@site-chrome/runtime/testing';
import { supportedLanguages } from '@site-chrome/runtime';
import { footerNamespace } from './footer-translations';

afterEach(() => loadLanguage('en'));

describe('given the footer namespace before any language is chosen', () => {
  it('reads English, bundled with the remote', () => {
    expect(i18n.t('links.help', { ns: footerNamespace })).toBe('Help Center');
  });
});

describe('after choosing Japanese', () => {
  it('reads Japanese and keeps the year in the copyright line', async () => {
    await loadLanguage('ja');

    expect(i18n.t('links.help', { ns: footerNamespace })).toBe('ヘルプセンター');
    expect(i18n.t('copyright', { ns: footerNamespace, year: 2031 })).toContain('2013–2031');
  });
});

describe.each(supportedLanguages)('after choosing %s', (language) => {
  it('loads the footer chunk for it without an error', async () => {
    const consoleError = jest.spyOn(console, 'error');

    await loadLanguage(language);

    expect(consoleError).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle(language, footerNamespace)).toBe(true);
  });
});
