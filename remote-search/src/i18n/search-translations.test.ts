import { i18n, loadLanguage } from '@site-chrome/runtime/testing';
import { supportedLanguages } from '@site-chrome/runtime';
import { searchNamespace } from './search-translations';

afterEach(() => loadLanguage('en'));

describe('given the search namespace before any language is chosen', () => {
  it('reads English, bundled with the remote', () => {
    expect(i18n.t('region', { ns: searchNamespace })).toBe('Aggregated search');
  });
});

describe('after choosing Brazilian Portuguese', () => {
  it('reads Brazilian, not European, Portuguese', async () => {
    await loadLanguage('pt-br');

    expect(i18n.t('placeholder', { ns: searchNamespace })).toBe('Buscar moedas, mercados e recursos');
  });
});

describe.each(supportedLanguages)('after choosing %s', (language) => {
  it('loads the search chunk for it without an error', async () => {
    const consoleError = jest.spyOn(console, 'error');

    await loadLanguage(language);

    expect(consoleError).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle(language, searchNamespace)).toBe(true);
  });
});
