import { resolveSite } from '@site-chrome/runtime';
import { siteKeys } from './site-table';
import { languageUrl } from './language-url';

describe('languageUrl (header spec section 2: base path, /{lang} except for en, current path)', () => {
  it.each([
    ['main', 'de', '/trade/BTC_USDT', '/de/trade/BTC_USDT'],
    ['main', 'en', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['main', 'zh-tw', '/', '/zh-tw'],
    ['main', 'tr', '/price', '/tr/price'],
    ['tr', 'en', '/trade/BTC_TRY', '/trade/BTC_TRY'],
    ['tr', 'en', '/', '/'],
    ['tr', 'tr', '/trade/BTC_TRY', '/tr/trade/BTC_TRY'],
    ['tr', 'de', '/price', '/de/price'],
    ['jp', 'en', '/trade/BTC_JPY', '/trade/BTC_JPY'],
    ['jp', 'ja', '/trade/BTC_JPY', '/ja/trade/BTC_JPY'],
  ] as const)('on %s, %s for %s is %s', (site, language, path, expected) => {
    expect(languageUrl(resolveSite(site), language, path)).toBe(expected);
  });

  it.each(siteKeys)('adds nothing for English on the %s site', (site) => {
    expect(languageUrl(resolveSite(site), 'en', '/myaccount/myfunds')).toBe('/myaccount/myfunds');
  });

  it("builds on a sub-site's base path", () => {
    const site = { ...resolveSite('eu'), languagePrefix: '/eu' };
    expect(languageUrl(site, 'en', '/price')).toBe('/eu/price');
    expect(languageUrl(site, 'de', '/price')).toBe('/eu/de/price');
  });

  it('keeps the query and fragment', () => {
    expect(languageUrl(resolveSite('main'), 'ja', '/price', { search: '?coin=btc', hash: '#chart' })).toBe(
      '/ja/price?coin=btc#chart',
    );
    expect(languageUrl(resolveSite('tr'), 'en', '/price', { search: '?site=tr' })).toBe('/price?site=tr');
  });
});

describe('languageUrl in Vietnamese and Russian', () => {
  it.each([
    ['main', 'vi', '/trade/BTC_USDT', '/vi/trade/BTC_USDT'],
    ['main', 'ru', '/', '/ru'],
    ['eu', 'ru', '/price', '/ru/price'],
  ] as const)('on %s, %s for %s is %s', (site, language, path, expected) => {
    expect(languageUrl(resolveSite(site), language, path)).toBe(expected);
  });
});
