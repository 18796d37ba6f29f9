import { resolveSite } from '@site-chrome/runtime';
import { siteKeys } from '@site-chrome/rules/sites';
import { fiatConverterLinks, regionalFooterPath } from './regional-footer-links';

describe('regionalFooterPath', () => {
  it("gives Hong Kong's announcements and the EU's referral page their own paths, from the site table", () => {
    expect(regionalFooterPath('/announcements', resolveSite('hk'), 'en')).toBe('/articlelist/ann');
    expect(regionalFooterPath('/referral/affiliate', resolveSite('eu'), 'en')).toBe('/referral');
  });

  it.each(siteKeys.filter((key) => key !== 'hk' && key !== 'eu'))(
    'leaves those paths as they are on %s',
    (key) => {
      expect(regionalFooterPath('/announcements', resolveSite(key), 'en')).toBe('/announcements');
      expect(regionalFooterPath('/referral/affiliate', resolveSite(key), 'en')).toBe('/referral/affiliate');
    },
  );
});

describe('the converter entry', () => {
  it('becomes one converter per coin to lira on the Turkish site only', () => {
    const fiats = siteKeys
      .map((key) => [key, resolveSite(key).footerConverterFiat])
      .filter(([, fiat]) => fiat);

    expect(fiats).toEqual([['tr', 'try']]);
    expect(fiatConverterLinks('try')).toEqual([
      { text: 'BTC/TRY', path: '/converter/btc/btc-to-try' },
      { text: 'ETH/TRY', path: '/converter/eth/eth-to-try' },
      { text: 'USDT/TRY', path: '/converter/usdt/usdt-to-try' },
    ]);
  });
});
