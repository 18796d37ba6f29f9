import { resetLoggedErrors } from '../logging/logger';
import { chromePropsSchema } from './chrome-props-schema';
import { parseChromeProps } from './parse-chrome-props';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const defaults = {
  site: 'main',
  language: 'en',
  theme: 'light',
  user: null,
  fiat: 'USD',
  variant: { hidden: [], testnet: false, phone: false, limits: { uk: false, italy: false }, copper: false },
  path: '/',
  fiatChange: 'reload',
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
};

let consoleError: jest.SpyInstance;

beforeEach(() => {
  resetLoggedErrors();
  consoleError = expectConsoleErrors();
});

describe('given a host that passes no props', () => {
  it('uses the defaults for every field and logs nothing', () => {
    const { props, problems } = parseChromeProps({}, 'Header');

    expect(props).toEqual(defaults);
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats undefined props like an empty object', () => {
    const { props, problems } = parseChromeProps(undefined, 'Header');

    expect(props).toEqual(defaults);
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the schema alone gives the same defaults', () => {
    expect(chromePropsSchema.parse({})).toEqual(defaults);
  });
});

describe('given a sub-site', () => {
  it.each([
    ['a key', 'eu', 'eu'],
    ['a key in capitals', 'TR', 'tr'],
    ['a numeric id', 106, 'eu'],
    ['an id as a string', '106', 'eu'],
    ['the main site id', 0, 'main'],
    ['the Hong Kong id', 71, 'hk'],
  ])('as %s (%p), resolves it to the key %p', (_, site, expectedKey) => {
    const { props, problems } = parseChromeProps({ site }, 'Header');

    expect(props.site).toBe(expectedKey);
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('given valid values in other spellings', () => {
  it('lower-cases the language, upper-cases the fiat and turns a numeric uid into a string', () => {
    const { props } = parseChromeProps(
      { language: 'DE', fiat: 'eur', user: { uid: 10086001, nickname: 'Ana' } },
      'Header',
    );

    expect(props.language).toBe('de');
    expect(props.fiat).toBe('EUR');
    expect(props.user).toEqual({ uid: '10086001', nickname: 'Ana', tier: 0, isSubAccount: false });
  });

  it('keeps the callbacks it was given', () => {
    const onLogin = jest.fn();

    const { props } = parseChromeProps({ onLogin }, 'Header');

    expect(props.onLogin).toBe(onLogin);
  });
});

describe('given one bad field', () => {
  it.each([
    ['site', 'atlantis', 'main'],
    ['site', 999, 'main'],
    ['language', 'klingon', 'en'],
    ['theme', 'purple', 'light'],
    ['fiat', 'US Dollar', 'USD'],
    ['fiat', 'U', 'USD'],
    ['path', 'myaccount/myfunds', '/'],
    ['user', { nickname: 'no uid' }, null],
    ['onLogin', 'not a function', undefined],
    ['onThemeChange', { call: true }, undefined],
    ['fiatChange', 'sometimes', 'reload'],
    ['errorReporting', { dsn: 'not a url' }, undefined],
    ['errorReporting', { dsn: 'https://sentry.example.com/42' }, undefined],
    ['errorReporting', { dsn: 'https://key@sentry.example.com/project' }, undefined],
    ['errorReporting', { dsn: 'ftp://key@sentry.example.com/42' }, undefined],
    ['errorReporting', { dsn: 'https://key@sentry.example.com/42', sampleRate: 1.5 }, undefined],
    ['errorReporting', { dsn: 'https://key@sentry.example.com/42', sampleRate: '0.1' }, undefined],
    [
      'errorReporting',
      { dsn: 'https://key@sentry.example.com/42', cdnCheckUrl: 'javascript:alert(1)' },
      undefined,
    ],
    [
      'errorReporting',
      { dsn: 'https://key@sentry.example.com/42', cdnCheckUrl: '/static/react.js' },
      undefined,
    ],
  ])('replaces %s=%p by its default %p and logs one error naming the component', (field, value, expected) => {
    const { props, problems } = parseChromeProps({ [field]: value }, 'Header');

    expect((props as Record<string, unknown>)[field]).toEqual(expected);
    expect(problems).toEqual([expect.stringContaining(field)]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('Header');
    expect(consoleError.mock.calls[0]?.[0]).toContain(field);
  });

  it('keeps the good fields next to the bad one', () => {
    const { props } = parseChromeProps(
      { site: 106, theme: 'purple', language: 'ar', path: '/trade/BTC_USDT' },
      'Footer',
    );

    expect(props).toMatchObject({ site: 'eu', theme: 'light', language: 'ar', path: '/trade/BTC_USDT' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/Footer: invalid props[\s\S]*theme:/);
  });
});

describe('given error reporting', () => {
  it('reports one failure in ten unless told otherwise, and checks no configured file', () => {
    const { props, problems } = parseChromeProps(
      { errorReporting: { dsn: 'https://public@sentry.example.com/42' } },
      'Header',
    );

    expect(props.errorReporting).toEqual({ dsn: 'https://public@sentry.example.com/42', sampleRate: 0.1 });
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps a sample rate from 0 to 1 and a file to check', () => {
    const errorReporting = {
      dsn: 'http://demo@localhost:3000/1',
      sampleRate: 1,
      cdnCheckUrl: 'https://static.example.com/chrome/header/react.js',
    };

    expect(parseChromeProps({ errorReporting }, 'Header').props.errorReporting).toEqual(errorReporting);
    expect(
      parseChromeProps({ errorReporting: { ...errorReporting, sampleRate: 0 } }, 'Header').props
        .errorReporting?.sampleRate,
    ).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('given several bad fields', () => {
  it('logs them all in one error', () => {
    const { props } = parseChromeProps({ site: 'atlantis', theme: 'purple', onLogin: 42 }, 'Header');

    expect(props).toMatchObject({ site: 'main', theme: 'light' });
    expect(props.onLogin).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toContain('[site-chrome] Header');
    expect(message).toContain('site');
    expect(message).toContain('theme');
    expect(message).toContain('onLogin');
  });
});

describe('given a host that re-renders with the same bad props', () => {
  it('logs the mistake only the first time', () => {
    parseChromeProps({ theme: 'purple' }, 'Header');
    parseChromeProps({ theme: 'purple' }, 'Header');
    parseChromeProps({ theme: 'purple' }, 'Header');

    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('still reports a different mistake, and the same mistake made to another component', () => {
    parseChromeProps({ theme: 'purple' }, 'Header');
    parseChromeProps({ site: 'atlantis' }, 'Header');
    parseChromeProps({ theme: 'purple' }, 'Footer');

    expect(consoleError).toHaveBeenCalledTimes(3);
    expect(consoleError.mock.calls[2]?.[0]).toContain('Footer');
  });
});

describe('given props that are not an object', () => {
  it.each([
    ['a string', 'site=eu'],
    ['a number', 106],
    ['null', null],
    ['an array', [{ site: 'eu' }]],
  ])('given %s, renders with the defaults and logs one error', (_, raw) => {
    const { props, problems } = parseChromeProps(raw, 'AnnouncementBar');

    expect(props).toEqual(defaults);
    expect(problems).toEqual(['props: must be an object']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('AnnouncementBar');
  });
});

describe('given menu feature flags', () => {
  it('keeps the default of each flag the host leaves out', () => {
    const { props, problems } = parseChromeProps(
      { menuFeatures: { moreMenu: false, testnet: true } },
      'Header',
    );

    expect(props.menuFeatures).toEqual({ ...defaults.menuFeatures, moreMenu: false, testnet: true });
    expect(problems).toEqual([]);
  });

  it('given a flag that is not a boolean, uses the default flags and names the field', () => {
    const { props, problems } = parseChromeProps({ menuFeatures: { payWith: 'no' } }, 'Header');

    expect(props.menuFeatures).toEqual(defaults.menuFeatures);
    expect(problems).toEqual([expect.stringMatching(/^menuFeatures\.payWith: /)]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('given the data switches', () => {
  it('takes dynamic mode off and the main-site-only menu switch on', () => {
    const { props, problems } = parseChromeProps({ dynamicData: false, newMenuMainSiteOnly: true }, 'Header');

    expect(props).toMatchObject({ dynamicData: false, newMenuMainSiteOnly: true });
    expect(problems).toEqual([]);
  });

  it('refuses a switch that is not a boolean, keeping its default', () => {
    const { props, problems } = parseChromeProps({ dynamicData: 'off' }, 'Header');

    expect(props.dynamicData).toBe(true);
    expect(problems).toEqual([expect.stringMatching(/^dynamicData: /)]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('given the theme as its code (header spec section 3: light 0, dark 2)', () => {
  it.each([
    [0, 'light'],
    [2, 'dark'],
  ])('reads %p as %p', (theme, expected) => {
    const { props, problems } = parseChromeProps({ theme }, 'Header');

    expect(props.theme).toBe(expected);
    expect(problems).toEqual([]);
  });

  it('refuses an unknown code, falling back to light with one error', () => {
    const { props, problems } = parseChromeProps({ theme: 1 }, 'Header');

    expect(props.theme).toBe('light');
    expect(problems).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
