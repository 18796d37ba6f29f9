import { resolveRemoteMap } from './remote-map';

const onDemoHost = (search = '') => ({ hostname: 'demo.internal', search });

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  delete window.__SITE_CHROME_REMOTES__;
});

afterEach(() => {
  delete window.__SITE_CHROME_REMOTES__;
});

describe('given no overrides', () => {
  it('finds each remote on its own port of the page\u2019s host name', () => {
    expect(resolveRemoteMap(onDemoHost())).toEqual({
      header: 'http://demo.internal:3001/mf-manifest.json',
      footer: 'http://demo.internal:3002/mf-manifest.json',
      search: 'http://demo.internal:3003/mf-manifest.json',
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on jsdom\u2019s own page, uses localhost', () => {
    expect(resolveRemoteMap(window.location).header).toBe('http://localhost:3001/mf-manifest.json');
  });
});

describe('given a URL parameter for one remote', () => {
  it('points that remote at the preview build and leaves the others alone', () => {
    const map = resolveRemoteMap(onDemoHost('?remote.footer=https://cdn.example/footer/mf-manifest.json'));

    expect(map).toEqual({
      header: 'http://demo.internal:3001/mf-manifest.json',
      footer: 'https://cdn.example/footer/mf-manifest.json',
      search: 'http://demo.internal:3003/mf-manifest.json',
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts a remoteEntry.js URL as well', () => {
    const map = resolveRemoteMap(onDemoHost('?remote.search=https://cdn.example/search/remoteEntry.js'));

    expect(map.search).toBe('https://cdn.example/search/remoteEntry.js');
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)//mf-manifest.json'],
    ['a data: URL', 'data:text/javascript,alert(1)//x.js'],
    ['a page, not a manifest', 'https://cdn.example/footer/index.html'],
    ['something that is not a URL', 'footer-preview'],
  ])('ignores %s with one error and keeps the default', (_, override) => {
    const map = resolveRemoteMap(onDemoHost(`?remote.footer=${encodeURIComponent(override)}`));

    expect(map.footer).toBe('http://demo.internal:3002/mf-manifest.json');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[site-chrome\] remote map: ignoring override for "footer"/),
    );
  });
});

describe('given a page global', () => {
  it('window.__SITE_CHROME_REMOTES__ points a remote elsewhere', () => {
    window.__SITE_CHROME_REMOTES__ = { header: 'https://preview.example/header/mf-manifest.json' };

    const map = resolveRemoteMap(onDemoHost());

    expect(map.header).toBe('https://preview.example/header/mf-manifest.json');
    expect(map.footer).toBe('http://demo.internal:3002/mf-manifest.json');
  });

  it('a URL parameter wins over the page global', () => {
    window.__SITE_CHROME_REMOTES__ = { header: 'https://preview.example/header/mf-manifest.json' };

    const map = resolveRemoteMap(onDemoHost('?remote.header=https://other.example/header/mf-manifest.json'));

    expect(map.header).toBe('https://other.example/header/mf-manifest.json');
  });

  it('a bad page global is ignored with one error', () => {
    window.__SITE_CHROME_REMOTES__ = { search: 'javascript:void(0)' };

    const map = resolveRemoteMap(onDemoHost());

    expect(map.search).toBe('http://demo.internal:3003/mf-manifest.json');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
