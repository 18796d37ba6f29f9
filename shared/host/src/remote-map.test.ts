import { resolveRemoteMap, type RemoteMap } from './remote-map';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const defaults: RemoteMap = {
  header: 'https://chrome.example.com/header/mf-manifest.json',
  footer: 'https://chrome.example.com/footer/mf-manifest.json',
  search: 'https://chrome.example.com/search/mf-manifest.json',
};

const allowedOrigins = ['https://chrome.example.com', 'https://preview.example.com'];

function resolveWith(sources: { search?: string; pageOverrides?: Partial<Record<string, string>> }) {
  return resolveRemoteMap({ defaults, allowedOrigins, ...sources });
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
  delete window.__SITE_CHROME_REMOTES__;
});

afterEach(() => {
  delete window.__SITE_CHROME_REMOTES__;
});

function refusals(): string[] {
  return consoleError.mock.calls.map(([message]) => String(message));
}

describe('given no overrides', () => {
  it('loads every remote from its default build and logs nothing', () => {
    expect(resolveWith({})).toEqual(defaults);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('given an override on an allowed origin', () => {
  it('by URL parameter, points that remote at the preview build and leaves the others alone', () => {
    const map = resolveWith({
      search: '?remote.footer=https://preview.example.com/footer/mf-manifest.json',
    });

    expect(map).toEqual({ ...defaults, footer: 'https://preview.example.com/footer/mf-manifest.json' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts a remoteEntry.js URL as well', () => {
    const map = resolveWith({ search: '?remote.search=https://preview.example.com/search/remoteEntry.js' });

    expect(map.search).toBe('https://preview.example.com/search/remoteEntry.js');
  });

  it('by window.__SITE_CHROME_REMOTES__, points that remote at the preview build', () => {
    window.__SITE_CHROME_REMOTES__ = { header: 'https://preview.example.com/header/mf-manifest.json' };

    const map = resolveWith({});

    expect(map.header).toBe('https://preview.example.com/header/mf-manifest.json');
    expect(map.footer).toBe(defaults.footer);
  });

  it('a URL parameter wins over the page global', () => {
    const map = resolveWith({
      search: '?remote.header=https://preview.example.com/next/mf-manifest.json',
      pageOverrides: { header: 'https://preview.example.com/header/mf-manifest.json' },
    });

    expect(map.header).toBe('https://preview.example.com/next/mf-manifest.json');
  });

  it('an allowlist entry written as a URL with a path or upper case still names its origin', () => {
    const map = resolveRemoteMap({
      defaults,
      allowedOrigins: ['HTTPS://Preview.Example.com/builds/'],
      search: '?remote.footer=https://preview.example.com/footer/mf-manifest.json',
    });

    expect(map.footer).toBe('https://preview.example.com/footer/mf-manifest.json');
  });
});

describe('given an override on an origin that is not allowed', () => {
  it.each([
    ['a foreign origin', 'https://evil.example/footer/mf-manifest.json', 'https://evil.example'],
    [
      'a look-alike host name that starts with an allowed one',
      'https://chrome.example.com.evil.example/footer/mf-manifest.json',
      'https://chrome.example.com.evil.example',
    ],
    [
      'an allowed origin written as a user name before the real host',
      'https://chrome.example.com@evil.example/footer/mf-manifest.json',
      'https://evil.example',
    ],
    [
      'an allowed host name on another port',
      'https://chrome.example.com:8443/footer/mf-manifest.json',
      'https://chrome.example.com:8443',
    ],
    [
      'an allowed host name over plain http',
      'http://chrome.example.com/footer/mf-manifest.json',
      'http://chrome.example.com',
    ],
  ])(
    'refuses %s with one error naming the remote and the origin, and loads the default',
    (_, override, origin) => {
      const map = resolveWith({ search: `?remote.footer=${encodeURIComponent(override)}` });

      expect(map.footer).toBe(defaults.footer);
      expect(refusals()).toHaveLength(1);
      expect(refusals()[0]).toMatch(/^\[site-chrome\] remote map: refused override for "footer"/);
      expect(refusals()[0]).toContain(`origin ${origin} is not on this page's allowlist`);
      expect(refusals()[0]).toContain(`loading the default build (${defaults.footer})`);
    },
  );

  it('refuses a foreign origin given as the page global the same way', () => {
    window.__SITE_CHROME_REMOTES__ = { search: 'https://evil.example/search/mf-manifest.json' };

    const map = resolveWith({});

    expect(map.search).toBe(defaults.search);
    expect(refusals()).toEqual([expect.stringContaining('"search": origin https://evil.example')]);
  });

  it('a refused URL parameter falls back to an allowed page global, with one error', () => {
    const map = resolveWith({
      search: '?remote.header=https://evil.example/header/mf-manifest.json',
      pageOverrides: { header: 'https://preview.example.com/header/mf-manifest.json' },
    });

    expect(map.header).toBe('https://preview.example.com/header/mf-manifest.json');
    expect(refusals()).toHaveLength(1);
  });
});

describe('given an override that is not an http(s) URL of a remote', () => {
  it.each([
    ['a javascript: URL', 'javascript:alert(1)//mf-manifest.json', 'javascript: URLs are refused'],
    ['a data: URL', 'data:text/javascript,alert(1)//remoteEntry.js', 'data: URLs are refused'],
    [
      'a blob: URL made on an allowed origin',
      'blob:https://chrome.example.com/5f0c/mf-manifest.json',
      'blob: URLs are refused',
    ],
    ['a file: URL', 'file:///etc/mf-manifest.json', 'file: URLs are refused'],
    ['something that is not a URL', 'footer-preview', '"footer-preview" is not a URL'],
    [
      'a page on an allowed origin, not a manifest',
      'https://preview.example.com/footer/index.html',
      'is not an mf-manifest.json or remoteEntry.js',
    ],
    [
      'an allowed origin with a user name and password',
      'https://user:secret@preview.example.com/footer/mf-manifest.json',
      'URLs with a user name or password are refused',
    ],
  ])('refuses %s with one error and keeps the default', (_, override, problem) => {
    const map = resolveWith({ search: `?remote.footer=${encodeURIComponent(override)}` });

    expect(map.footer).toBe(defaults.footer);
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toContain(problem);
  });
});

describe('given an allowlist entry that is not an http(s) origin', () => {
  it('ignores the entry, so nothing can be allowed through it', () => {
    const map = resolveRemoteMap({
      defaults,
      allowedOrigins: ['evil.example', 'javascript:alert(1)'],
      search: '?remote.footer=https://evil.example/footer/mf-manifest.json',
    });

    expect(map.footer).toBe(defaults.footer);
    expect(refusals()).toHaveLength(1);
  });
});
