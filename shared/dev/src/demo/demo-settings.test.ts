import { parseChromeProps, resetLoggedErrors } from '@site-chrome/runtime/testing';
import {
  defaultDemoSettings,
  demoSettingsToProps,
  demoSettingsToSearch,
  parseDemoSettings,
  splitLanguageSegment,
  type DemoSettings,
} from './demo-settings';
import { expectConsoleErrors } from '../testing/console-errors';

const everythingOn: DemoSettings = {
  site: 'eu',
  login: true,
  language: 'de',
  theme: 'dark',
  tier: 3,
  subAccount: true,
  testnet: true,
  phone: true,
  copper: true,
  italyLimit: true,
  ukLimit: true,
  country: 'TR',
  regionalRedirect: true,
  hostLanguage: true,
  fiatLive: true,
  marketCount: 10_000,
  cdnCheckFails: true,
  reportEveryCdnFailure: true,
  payWith: false,
  tabSearch: false,
  extraPanel: false,
  menuTestnet: true,
  moreMenu: false,
  subSiteTrade: false,
  dynamicData: false,
  newMenuMainSiteOnly: true,
  switchTag: true,
  switchedAccount: '',
};

/** The demo host's page, as `window.location` gives it. */
const demoPage = { protocol: 'http:', host: 'localhost:3000', hostname: 'localhost' };

describe('parseDemoSettings', () => {
  it('given no query string, gives the defaults', () => {
    expect(parseDemoSettings('')).toEqual(defaultDemoSettings);
    expect(defaultDemoSettings).toMatchObject({
      site: 'main',
      login: false,
      language: 'en',
      theme: 'light',
      tier: 0,
    });
  });

  it('reads every parameter of the URL contract', () => {
    const settings = parseDemoSettings(
      '?site=106&login=1&lang=DE&theme=dark&tier=3&sub=1&testnet=1&phone=1&copper=1&italy=1&uklimit=1' +
        '&country=tr&redirect=1&langhost=1&fiatlive=1&markets=10000&cdncheck=fail&cdnsample=1' +
        '&paywith=0&tabsearch=0&extrapanel=0&menutestnet=1&moremenu=0&subsitetrade=0&dynamic=0&newmenu=main' +
        '&switchtag=1',
    );

    expect(settings).toEqual(everythingOn);
  });

  it('by default passes the menu features, dynamic mode and menu switch a host passing none gets', () => {
    expect(demoSettingsToProps(defaultDemoSettings, '/')).toMatchObject({
      menuFeatures: {
        payWith: true,
        tabSearch: true,
        extraPanel: true,
        testnet: false,
        moreMenu: true,
        subSiteTrade: true,
      },
      dynamicData: true,
      newMenuMainSiteOnly: false,
    });
  });

  it('reads the theme codes 0 and 2 as light and dark', () => {
    expect(parseDemoSettings('?theme=2').theme).toBe('dark');
    expect(parseDemoSettings('?theme=0').theme).toBe('light');
  });

  it('caps the market count at 10,000', () => {
    expect(parseDemoSettings('?markets=50000').marketCount).toBe(10_000);
    expect(parseDemoSettings('?markets=250').marketCount).toBe(250);
  });

  it('reads a sub-site given by key', () => {
    expect(parseDemoSettings('?site=tr').site).toBe('tr');
  });

  it.each([
    ['an unknown sub-site', '?site=atlantis', 'site'],
    ['an unknown numeric sub-site', '?site=999', 'site'],
    ['an unsupported language', '?lang=xx', 'language'],
    ['a theme that does not exist', '?theme=purple', 'theme'],
    ['a negative tier', '?tier=-1', 'tier'],
    ['a fractional tier', '?tier=1.5', 'tier'],
    ['a tier that is not a number', '?tier=gold', 'tier'],
    ['a flag that is not 0 or 1', '?login=yes', 'login'],
    ['a flag that is not 0 or 1', '?testnet=true', 'testnet'],
    ['a country that is not a two-letter code', '?country=Turkey', 'country'],
    ['a market count that is not a whole number', '?markets=lots', 'marketCount'],
    ['a market count below one', '?markets=0', 'marketCount'],
    ['a CDN check mode that does not exist', '?cdncheck=broken', 'cdnCheckFails'],
    ['a sample flag that is not 0 or 1', '?cdnsample=all', 'reportEveryCdnFailure'],
    ['a theme code that does not exist', '?theme=1', 'theme'],
    ['a menu system that does not exist', '?newmenu=all', 'newMenuMainSiteOnly'],
    ['a dynamic flag that is not 0 or 1', '?dynamic=no', 'dynamicData'],
  ] as const)('given %s (%s), keeps the default %s', (_, search, field) => {
    expect(parseDemoSettings(search)[field]).toEqual(defaultDemoSettings[field]);
  });

  it('keeps the sensible values next to a nonsense one', () => {
    expect(parseDemoSettings('?site=atlantis&theme=dark&login=1')).toMatchObject({
      site: 'main',
      theme: 'dark',
      login: true,
    });
  });
});

describe('demoSettingsToSearch', () => {
  it('given the defaults, writes nothing', () => {
    expect(demoSettingsToSearch(defaultDemoSettings)).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    expect(demoSettingsToSearch({ ...defaultDemoSettings, theme: 'dark', login: true })).toBe(
      '?theme=dark&login=1',
    );
  });

  it('keeps unrelated parameters of the page and drops ones back at their default', () => {
    const base = new URLSearchParams(
      'remote.footer=https%3A%2F%2Fcdn.example%2Ffooter%2Fmf-manifest.json&theme=dark',
    );

    const search = demoSettingsToSearch(defaultDemoSettings, base);

    expect(new URLSearchParams(search).get('remote.footer')).toBe(
      'https://cdn.example/footer/mf-manifest.json',
    );
    expect(new URLSearchParams(search).has('theme')).toBe(false);
  });

  it.each([
    ['the defaults', defaultDemoSettings],
    ['every setting changed', everythingOn],
    [
      'a visitor on the Turkish site in Arabic',
      { ...defaultDemoSettings, site: 'tr', language: 'ar' } as DemoSettings,
    ],
    ['a VIP user without flags', { ...defaultDemoSettings, login: true, tier: 5 } as DemoSettings],
    ['a failing CDN check alone', { ...defaultDemoSettings, cdnCheckFails: true }],
  ])('round-trips %s through the query string', (_, settings) => {
    expect(parseDemoSettings(demoSettingsToSearch(settings))).toEqual(settings);
  });
});

describe('demoSettingsToProps', () => {
  it('given a visitor, passes no user', () => {
    expect(demoSettingsToProps(defaultDemoSettings, '/').user).toBeNull();
  });

  it('given a logged-in VIP sub-account, passes a user with that tier and sub-account flag', () => {
    const props = demoSettingsToProps(
      { ...defaultDemoSettings, login: true, tier: 3, subAccount: true },
      '/',
    );

    expect(props.user).toMatchObject({ tier: 3, isSubAccount: true });
    expect(props.user?.uid).toBeTruthy();
  });

  it('given a reader who switched to a linked account, passes that account as the user', () => {
    const signedIn = { ...defaultDemoSettings, login: true };

    expect(demoSettingsToProps({ ...signedIn, switchedAccount: '10000789' }, '/').user).toEqual({
      uid: '10000789',
      nickname: 'desk_sub_1',
      tier: 0,
      isSubAccount: true,
    });
    // An account that is not linked to the one signed in (the VIP's, or none) changes nothing.
    expect(demoSettingsToProps({ ...signedIn, switchedAccount: '10000456' }, '/').user?.uid).toBe('10000123');
    expect(demoSettingsToProps({ ...signedIn, tier: 3, switchedAccount: '10000789' }, '/').user?.uid).toBe(
      '10000456',
    );
  });

  it('maps the flags onto the variant and passes site, language, theme and path', () => {
    const props = demoSettingsToProps(everythingOn, '/myaccount/myfunds');

    expect(props).toMatchObject({
      site: 'eu',
      language: 'de',
      theme: 'dark',
      path: '/myaccount/myfunds',
      fiatChange: 'live',
      variant: { testnet: true, phone: true, copper: true, limits: { uk: true, italy: true } },
      menuFeatures: {
        payWith: false,
        tabSearch: false,
        extraPanel: false,
        testnet: true,
        moreMenu: false,
        subSiteTrade: false,
      },
      dynamicData: false,
      newMenuMainSiteOnly: true,
    });
  });

  it('keeps the UK and Italy limits apart', () => {
    const props = demoSettingsToProps({ ...defaultDemoSettings, ukLimit: true }, '/');

    expect(props.variant?.limits).toEqual({ uk: true, italy: false });
  });

  it("reports errors to the collector on the page's own origin, one failure in ten, checking the real file", () => {
    const props = demoSettingsToProps(defaultDemoSettings, '/', demoPage);

    expect(props.errorReporting).toEqual({ dsn: 'http://demo@localhost:3000/1', sampleRate: 0.1 });
  });

  it('given cdncheck=fail and cdnsample=1, checks a file missing from the header origin and reports every failure', () => {
    const props = demoSettingsToProps(
      { ...defaultDemoSettings, cdnCheckFails: true, reportEveryCdnFailure: true },
      '/',
      { protocol: 'http:', host: '192.168.1.20:3000', hostname: '192.168.1.20' },
    );

    expect(props.errorReporting).toEqual({
      dsn: 'http://demo@192.168.1.20:3000/1',
      sampleRate: 1,
      cdnCheckUrl: 'http://192.168.1.20:3001/cdn-check/missing-react.js',
    });
  });

  it('gives props every exposed component accepts without a problem', () => {
    resetLoggedErrors();
    const consoleError = expectConsoleErrors();

    const { problems } = parseChromeProps(
      demoSettingsToProps(everythingOn, '/trade/BTC_USDT', demoPage),
      'Header',
    );

    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('splitLanguageSegment', () => {
  it.each([
    ['/de/trade/BTC_USDT', 'de', '/trade/BTC_USDT'],
    ['/zh-tw', 'zh-tw', '/'],
    ['/pt-br/', 'pt-br', '/'],
    ['/vi/trade/BTC_USDT', 'vi', '/trade/BTC_USDT'],
    ['/ru', 'ru', '/'],
    ['/trade/BTC_USDT', null, '/trade/BTC_USDT'],
    ['/xx/trade', null, '/xx/trade'],
    ['/', null, '/'],
  ])('reads %s as language %p and page %s', (pathname, language, path) => {
    expect(splitLanguageSegment(pathname)).toEqual({ language, path });
  });
});
