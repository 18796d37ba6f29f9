import { demoAddress } from './demo-address';

describe('demoAddress', () => {
  it.each([
    ['de', '/trade/BTC_USDT', '?lang=de&site=tr', '/de/trade/BTC_USDT', '?site=tr'],
    ['en', '/de/trade/BTC_USDT', '?site=tr', '/trade/BTC_USDT', '?site=tr'],
    ['en', '/trade/BTC_TRY', '?site=tr&lang=tr', '/trade/BTC_TRY', '?site=tr'],
    ['tr', '/', '?site=tr', '/tr', '?site=tr'],
    ['ja', '/tr/price', '', '/ja/price', ''],
  ])('in %s, %s%s is %s%s', (language, pathname, search, expectedPath, expectedSearch) => {
    expect(demoAddress(language, pathname, search)).toEqual({
      pathname: expectedPath,
      search: expectedSearch,
    });
  });

  it('leaves a fixed page and its lang parameter as they are', () => {
    expect(demoAddress('ar', '/plain.html', '?lang=ar')).toEqual({
      pathname: '/plain.html',
      search: '?lang=ar',
    });
  });
});
