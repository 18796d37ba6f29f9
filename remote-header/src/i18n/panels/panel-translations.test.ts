import { i18n, loadLanguage } from '@site-chrome/runtime/testing';
import { supportedLanguages } from '@site-chrome/runtime';
import { panelsNamespace } from './panel-translations';
import english from './locales/en.json';

afterEach(() => loadLanguage('en'));

type Strings = { [key: string]: string | Strings };

function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Strings that are the same in every language: codes, tickers, times and names. */
const sameEverywhere = new Set([
  'links.launchpoolAccount',
  'funds.totalValue',
  'account.uid',
  'account.vipTier',
  'settings.windowUtc0',
  'settings.windowUtc8',
  'turkey.title',
  'markets.st',
]);

/** Product and market names an exchange often keeps in English (Spot, Pilot, Alpha, USDT-M ...). */
const productName = /^markets\.(tabs|subTabs)\./;

/** Words a language writes as English does. */
const sameInLanguage: Record<string, readonly string[]> = {
  tr: ['notifications.platform'],
  fr: ['links.coupons'],
};

describe.each(supportedLanguages.filter((language) => language !== 'en'))('in %s', (language) => {
  it('has every panel string, translated, with the same placeholders', async () => {
    await loadLanguage(language);

    expect(i18n.hasResourceBundle(language, panelsNamespace)).toBe(true);
    for (const key of keysOf(english)) {
      const translated = i18n.getResource(language, panelsNamespace, key) as unknown;
      const source = i18n.getResource('en', panelsNamespace, key) as string;
      expect(typeof translated).toBe('string');
      const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(translated as string)).toEqual(placeholders(source));
      const mayMatch =
        sameEverywhere.has(key) || productName.test(key) || sameInLanguage[language]?.includes(key) === true;
      if (!mayMatch && !/^[A-Z0-9 ]+$/.test(source))
        expect(`${key}: ${String(translated)}`).not.toBe(`${key}: ${source}`);
    }
  });
});
