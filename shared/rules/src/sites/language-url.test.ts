import { resolveSite } from '@site-chrome/runtime';
import { languageUrl } from './language-url';

describe('languageUrl', () => {
  it.each([
    ['main', 'de', '/trade/BTC_USDT', '/de/trade/BTC_USDT'],
    ['main', 'en', '/trade/BTC_USDT', '/trade/BTC_USDT'],
    ['main', 'zh-tw', '/', '/zh-tw'],
    ['tr', 'tr', '/trade/BTC_TRY', '/trade/BTC_TRY'],
    ['tr', 'en', '/trade/BTC_TRY', '/en/trade/BTC_TRY'],
  ] as const)('on %s, %s for %s is %s', (site, language, path, expected) => {
    expect(languageUrl(resolveSite(site), language, path)).toBe(expected);
  });

  it('keeps the query and fragment', () => {
    expect(languageUrl(resolveSite('main'), 'ja', '/price', { search: '?coin=btc', hash: '#chart' })).toBe(
      '/ja/price?coin=btc#chart',
    );
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
