import { http, HttpResponse } from 'msw';
import { mockServer, requestedUrls, setUpMockApi, expectConsoleErrors } from '@site-chrome/dev/testing';
import { fetchManifestOnce } from './fetch-manifest-once';
import { firstRenderScripts, preloadRemoteAssets } from './preload-remote-assets';

setUpMockApi();

const origin = 'https://chrome.example.com';

/** A manifest as the federation plugin writes it, trimmed to what the preloader reads. */
const headerManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'Header',
      assets: { js: { sync: ['__federation_expose_Header.1a2b3c4d.js', 'shared.5e6f7a8b.js'] } },
    },
    {
      name: 'AnnouncementBar',
      assets: { js: { sync: ['__federation_expose_AnnouncementBar.9c0d1e2f.js'] } },
    },
  ],
};

let manifestCounter = 0;
/** A manifest URL no earlier test has asked for: the page keeps one request per manifest for its lifetime. */
function freshManifestUrl(body: string | typeof headerManifest, status = 200): string {
  const url = `${origin}/header/${++manifestCounter}/mf-manifest.json`;
  mockServer.use(
    http.get(url, () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    ),
  );
  return url;
}

const preloadedScripts = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.href,
  );

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('firstRenderScripts', () => {
  it('names the entry and the sync chunks of the exposed modules asked for, beside the manifest', () => {
    expect(firstRenderScripts(headerManifest, `${origin}/header/mf-manifest.json`, ['Header'])).toEqual([
      `${origin}/header/remoteEntry.js`,
      `${origin}/header/__federation_expose_Header.1a2b3c4d.js`,
      `${origin}/header/shared.5e6f7a8b.js`,
    ]);
  });

  it('follows an absolute publicPath, e.g. a CDN folder', () => {
    const manifest = {
      ...headerManifest,
      metaData: { ...headerManifest.metaData, publicPath: 'https://cdn.example.com/h/' },
    };
    expect(firstRenderScripts(manifest, `${origin}/header/mf-manifest.json`, [])).toEqual([
      'https://cdn.example.com/h/remoteEntry.js',
    ]);
  });

  it('skips what is not an http(s) script and what is not a string', () => {
    const hostile = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ name: 'Header', assets: { js: { sync: ['javascript:alert(1)', 42, 'ok.js'] } } }],
    };
    expect(firstRenderScripts(hostile, `${origin}/mf-manifest.json`, ['Header'])).toEqual([
      `${origin}/remoteEntry.js`,
      `${origin}/ok.js`,
    ]);
  });
});

describe('preloadRemoteAssets', () => {
  it('adds one script preload per file, once, however often it is asked', async () => {
    const url = freshManifestUrl(headerManifest);
    await preloadRemoteAssets(url, ['Header']);
    await preloadRemoteAssets(url, ['Header']);
    expect(preloadedScripts()).toEqual(firstRenderScripts(headerManifest, url, ['Header']));
  });

  it('asks for each script with CORS and no cookies, as the runtime and webpack load it', async () => {
    const url = freshManifestUrl(headerManifest);
    await preloadRemoteAssets(url, ['Header']);
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((link) => link.getAttribute('crossorigin'))).toEqual(links.map(() => 'anonymous'));
  });

  it('given a manifest with integrity, each preload carries its script’s, so the browser reuses it', async () => {
    const entryIntegrity = `sha384-${'A'.repeat(64)}`;
    const chunkIntegrity = `sha384-${'B'.repeat(64)}`;
    const url = freshManifestUrl({
      ...headerManifest,
      integrity: {
        'remoteEntry.js': entryIntegrity,
        '__federation_expose_Header.1a2b3c4d.js': chunkIntegrity,
        'shared.5e6f7a8b.js': 'sha384-malformed',
      },
    } as typeof headerManifest);

    await preloadRemoteAssets(url, ['Header']);

    const integrityByScript = Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => [
        link.href.slice(link.href.lastIndexOf('/') + 1),
        link.getAttribute('integrity'),
      ]),
    );
    expect(integrityByScript).toEqual({
      'remoteEntry.js': entryIntegrity,
      '__federation_expose_Header.1a2b3c4d.js': chunkIntegrity,
      // What the browser could not check is not asked for: the script loads unchecked, and so does this.
      'shared.5e6f7a8b.js': null,
    });
  });

  it('shares its manifest request with the runtime: one request for both', async () => {
    const url = freshManifestUrl(headerManifest);
    await preloadRemoteAssets(url, ['Header']);
    const runtimeCopy = await fetchManifestOnce(url);
    await expect(runtimeCopy.json()).resolves.toEqual(headerManifest);
    expect(requestedUrls.filter((requested) => requested.href === url)).toHaveLength(1);
  });

  it.each([
    ['answers 503', 'unavailable', 503],
    ['is not JSON', '<html>oops</html>', 200],
    ['is JSON but not an object', 'null', 200],
  ])(
    'when the manifest %s, preloads nothing and logs nothing: the runtime reports the failure once',
    async (_, body, status) => {
      const consoleError = expectConsoleErrors();
      const url = freshManifestUrl(body, status);
      await preloadRemoteAssets(url, ['Header']);
      expect(preloadedScripts()).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('for a remote pointed straight at its entry, preloads that entry', async () => {
    await preloadRemoteAssets(`${origin}/preview/remoteEntry.js`, ['Header']);
    expect(preloadedScripts()).toEqual([`${origin}/preview/remoteEntry.js`]);
  });
});
