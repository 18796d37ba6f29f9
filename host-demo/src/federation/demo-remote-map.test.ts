import { demoAllowedOrigins, demoRemoteMap } from './demo-remote-map';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const onDemoHost = (search = '') => ({ hostname: 'demo.internal', search });

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
  delete window.__SITE_CHROME_REMOTES__;
});

afterEach(() => {
  delete window.__SITE_CHROME_REMOTES__;
});

describe('given no overrides', () => {
  it('finds each remote on its own port of the page\u2019s host name', () => {
    expect(demoRemoteMap(onDemoHost())).toEqual({
      header: 'http://demo.internal:3001/mf-manifest.json',
      footer: 'http://demo.internal:3002/mf-manifest.json',
      search: 'http://demo.internal:3003/mf-manifest.json',
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on jsdom\u2019s own page, uses localhost', () => {
    expect(demoRemoteMap(window.location).header).toBe('http://localhost:3001/mf-manifest.json');
  });
});

describe('given the demo allowlist', () => {
  it('allows the three remote ports over http and https on the page\u2019s host name and on localhost', () => {
    expect(demoAllowedOrigins('demo.internal')).toEqual([
      'http://demo.internal:3001',
      'http://demo.internal:3002',
      'http://demo.internal:3003',
      'https://demo.internal:3001',
      'https://demo.internal:3002',
      'https://demo.internal:3003',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'https://localhost:3001',
      'https://localhost:3002',
      'https://localhost:3003',
    ]);
  });

  it('on localhost, lists each origin once', () => {
    expect(demoAllowedOrigins('localhost')).toHaveLength(6);
  });
});

describe('given an override on a local remote port', () => {
  it('points the footer at a build served by another local remote origin', () => {
    const map = demoRemoteMap(onDemoHost('?remote.footer=http://localhost:3003/preview/mf-manifest.json'));

    expect(map.footer).toBe('http://localhost:3003/preview/mf-manifest.json');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts the page global as well', () => {
    window.__SITE_CHROME_REMOTES__ = { search: 'https://demo.internal:3003/next/remoteEntry.js' };

    expect(demoRemoteMap(onDemoHost()).search).toBe('https://demo.internal:3003/next/remoteEntry.js');
  });
});

describe('given an override the demo does not allow', () => {
  it.each([
    ['a foreign origin', 'https://evil.example/mf-manifest.json', 'origin https://evil.example is not'],
    [
      'a local port outside the remotes',
      'http://localhost:3009/mf-manifest.json',
      'origin http://localhost:3009 is not',
    ],
    [
      'a look-alike host name ending in a local one',
      'http://localhost.evil.example:3001/mf-manifest.json',
      'origin http://localhost.evil.example:3001 is not',
    ],
    [
      'a look-alike that glues the port to a foreign host name',
      'http://localhost:3001.evil.example/mf-manifest.json',
      '"http://localhost:3001.evil.example/mf-manifest.json" is not a URL',
    ],
    [
      'a user name that looks like the remote',
      'http://localhost:3001@evil.example/mf-manifest.json',
      'origin http://evil.example is not',
    ],
    ['a javascript: URL', 'javascript:alert(1)//mf-manifest.json', 'javascript: URLs are refused'],
  ])('refuses %s with one error and keeps the local build', (_, override, problem) => {
    const map = demoRemoteMap(onDemoHost(`?remote.header=${encodeURIComponent(override)}`));

    expect(map.header).toBe('http://demo.internal:3001/mf-manifest.json');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[site-chrome\] remote map: refused override for "header": /),
    );
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(problem));
  });
});
