import { loaderRemoteMap } from './loader-remote-map';
import type { LoaderSettings } from './loader-settings';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const localLayout: LoaderSettings = {
  remotes: {
    header: 'mf-manifest.json',
    footer: '//{hostname}:3002/mf-manifest.json',
    search: '//{hostname}:3003/mf-manifest.json',
  },
  allowedOrigins: [],
};

const cdnLayout: LoaderSettings = {
  remotes: {
    header: 'mf-manifest.json',
    footer: '../footer/mf-manifest.json',
    search: 'https://search.chrome.example.com/mf-manifest.json',
  },
  allowedOrigins: ['https://preview.chrome.example.com'],
};

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = expectConsoleErrors();
  delete window.__SITE_CHROME_REMOTES__;
});

afterEach(() => {
  delete window.__SITE_CHROME_REMOTES__;
});

describe('given the local layout and a loader served from the header origin', () => {
  it('finds the header beside loader.js and the others on their ports of the same host name', () => {
    expect(loaderRemoteMap(localLayout, 'http://demo.internal:3001/', '')).toEqual({
      header: 'http://demo.internal:3001/mf-manifest.json',
      footer: 'http://demo.internal:3002/mf-manifest.json',
      search: 'http://demo.internal:3003/mf-manifest.json',
    });
  });

  it('over https, keeps the scheme loader.js came with', () => {
    expect(loaderRemoteMap(localLayout, 'https://demo.internal:3001/', '').footer).toBe(
      'https://demo.internal:3002/mf-manifest.json',
    );
  });

  it('lets a page point a remote at another build on one of those origins', () => {
    window.__SITE_CHROME_REMOTES__ = { footer: 'http://demo.internal:3002/preview/mf-manifest.json' };

    expect(loaderRemoteMap(localLayout, 'http://demo.internal:3001/', '').footer).toBe(
      'http://demo.internal:3002/preview/mf-manifest.json',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses a foreign origin with one error and keeps the default', () => {
    const map = loaderRemoteMap(
      localLayout,
      'http://demo.internal:3001/',
      '?remote.search=https://evil.example/mf-manifest.json',
    );

    expect(map.search).toBe('http://demo.internal:3003/mf-manifest.json');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('refused override for "search": origin https://evil.example is not'),
    );
  });
});

describe('given a CDN layout with a preview origin', () => {
  const loaderBaseUrl = 'https://chrome.example.com/header/';

  it('resolves relative defaults against loader.js and keeps absolute ones', () => {
    expect(loaderRemoteMap(cdnLayout, loaderBaseUrl, '')).toEqual({
      header: 'https://chrome.example.com/header/mf-manifest.json',
      footer: 'https://chrome.example.com/footer/mf-manifest.json',
      search: 'https://search.chrome.example.com/mf-manifest.json',
    });
  });

  it('accepts an override on the configured preview origin', () => {
    const map = loaderRemoteMap(
      cdnLayout,
      loaderBaseUrl,
      '?remote.header=https://preview.chrome.example.com/header/pr-42/mf-manifest.json',
    );

    expect(map.header).toBe('https://preview.chrome.example.com/header/pr-42/mf-manifest.json');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
