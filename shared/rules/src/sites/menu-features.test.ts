import { defaultMenuFeatures, menuFeatureFlags, tradePairFor, usesNewMenuSystem } from './menu-features';

describe('the menu feature flags', () => {
  it('are the six the spec names, on by default except testnet (the header as it was)', () => {
    expect(menuFeatureFlags).toEqual([
      'payWith',
      'tabSearch',
      'extraPanel',
      'testnet',
      'moreMenu',
      'subSiteTrade',
    ]);
    expect(defaultMenuFeatures).toEqual({
      payWith: true,
      tabSearch: true,
      extraPanel: true,
      testnet: false,
      moreMenu: true,
      subSiteTrade: true,
    });
  });

  it("subSiteTrade leads trade links to the sub-site's pair when on, to BTC_USDT when off", () => {
    expect(tradePairFor(defaultMenuFeatures, 'BTC_TRY')).toBe('BTC_TRY');
    expect(tradePairFor({ ...defaultMenuFeatures, subSiteTrade: false }, 'BTC_TRY')).toBe('BTC_USDT');
  });
});

describe('the environment switch limiting the new menu system to the main site', () => {
  it('off (the default), every sub-site uses the new menu system', () => {
    expect(usesNewMenuSystem(0, false)).toBe(true);
    expect(usesNewMenuSystem(177, false)).toBe(true);
  });

  it('on, only the main site does', () => {
    expect(usesNewMenuSystem(0, true)).toBe(true);
    expect(usesNewMenuSystem(177, true)).toBe(false);
    expect(usesNewMenuSystem(106, true)).toBe(false);
  });
});
