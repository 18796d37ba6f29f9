import { findSite } from './resolve-site';
import { mainSite } from './site-table';
import { regionalRedirectFor, type RegionalRedirectInput } from './regional-redirect';

const resolveSite = (keyOrId: string | number) => findSite(keyOrId) ?? mainSite;

const visitorOnMain: RegionalRedirectInput = {
  site: resolveSite('main'),
  isLoggedIn: false,
  testnet: false,
  path: '/',
  landingCountry: 'TR',
};

describe('a logged-out visitor on a listed public page of the global site', () => {
  it.each([
    ['TR', 'tr'],
    ['US', 'us'],
    ['JP', 'jp'],
    ['SG', 'sg'],
    ['GB', 'uk'],
    ['HK', 'hk'],
    ['AU', 'au'],
    ['AE', 'ae'],
    ['BS', 'bs'],
    ['DE', 'eu'],
    ['MT', 'eu'],
    ['fr', 'eu'],
  ])('landing from %s goes to the %s site', (landingCountry, site) => {
    expect(regionalRedirectFor({ ...visitorOnMain, landingCountry })).toEqual({ site, path: '/' });
  });

  it.each(['/', '/price', '/crypto', '/buy-sell-crypto', '/trade/ETH_USDT'])('is moved from %s', (path) => {
    expect(regionalRedirectFor({ ...visitorOnMain, path })).toEqual({ site: 'tr', path });
  });

  it("lands a spot page on the regional default pair's market, query and fragment kept", () => {
    expect(regionalRedirectFor({ ...visitorOnMain, path: '/trade/BTC_USDT?ref=abc#chart' })).toEqual({
      site: 'tr',
      path: '/trade/BTC_TRY?ref=abc#chart',
    });
    expect(regionalRedirectFor({ ...visitorOnMain, landingCountry: 'JP', path: '/trade/BTC_USDT' })).toEqual({
      site: 'jp',
      path: '/trade/BTC_JPY',
    });
  });
});

describe('nobody else is moved', () => {
  it.each([
    ['a logged-in user', { isLoggedIn: true }],
    ['a testnet page', { testnet: true }],
    ['a visitor already on a regional site', { site: resolveSite('eu') }],
    ['a visitor from a country without its own site', { landingCountry: 'BR' }],
    ['a visitor whose country is unknown', { landingCountry: '' }],
    ['a visitor on an account page', { path: '/myaccount/myfunds' }],
    ['a visitor on a futures page', { path: '/futures/USDT/BTC_USDT' }],
    ['a visitor on a page below a listed one', { path: '/price/bitcoin' }],
  ] as const)('not %s', (_who, change) => {
    expect(regionalRedirectFor({ ...visitorOnMain, ...change })).toBeNull();
  });
});
