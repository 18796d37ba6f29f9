import { http, HttpResponse } from 'msw';
import { mockServer, requestedUrls, setUpMockApi } from '@site-chrome/dev/testing';
import type * as RecoveryModule from './recover-stale-build';
import type * as ReloadsModule from '../remote-reloads';
import type { RemoteRegistry } from './recover-stale-build';

setUpMockApi();

const folder = 'https://chrome.example.com/header/';
const manifestUrl = `${folder}mf-manifest.json`;
const buildN = { metaData: { name: 'header', publicPath: 'auto' }, integrity: { '1005.aaaaaaaa.js': 'x' } };
const buildNext = {
  metaData: { name: 'header', publicPath: 'auto' },
  integrity: { '1005.bbbbbbbb.js': 'y' },
};

/** webpack's error for a lazy chunk whose script did not load. */
function chunkLoadError(url: string): Error {
  const error = new Error(`Loading chunk 1005 failed.\n(error: ${url})`);
  return Object.assign(error, { name: 'ChunkLoadError', type: 'error', request: url });
}

/** A fresh page: its own recovery state, reload listeners and manifest answers. */
function freshPage() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site-chrome.manifest-requests')];
  let recovery: typeof RecoveryModule | undefined;
  let reloads: typeof ReloadsModule | undefined;
  jest.isolateModules(() => {
    recovery = jest.requireActual<typeof RecoveryModule>('./recover-stale-build');
    reloads = jest.requireActual<typeof ReloadsModule>('../remote-reloads');
  });
  if (!recovery || !reloads) throw new Error('modules did not load');
  const registerRemotes = jest.fn();
  const registry: RemoteRegistry = {
    options: { remotes: [{ name: 'header' }, { name: 'footer' }] },
    registerRemotes,
    shareScopeMap: {
      default: {
        react: { '19.3.1': { from: 'host', loaded: 1 } },
        '@site-chrome/data/market-lists': { '2.7.0': { from: 'header', loaded: undefined } },
        '@site-chrome/data/notices': { '2.7.0': { from: 'header', loaded: 1 } },
        '@site-chrome/data/footer-menu': { '2.7.0': { from: 'footer', loaded: undefined } },
      },
    },
  };
  const reloadModules = jest.fn(() => Promise.resolve());
  return { recovery, reloads, registry, registerRemotes, reloadModules };
}

/** The page ran build N of the header, drawn by a slot that listens for reloads. */
function pageOnBuildN() {
  const page = freshPage();
  page.recovery.recordLoadedBuild('header', manifestUrl, buildN, page.registry);
  const redraws = jest.fn();
  page.reloads.subscribeToRemoteReloads('header', redraws);
  return { ...page, redraws };
}

const serveManifest = (manifest: object) =>
  mockServer.use(http.get(manifestUrl, () => HttpResponse.json(manifest)));
const manifestRequests = () => requestedUrls.filter(({ href }) => href === manifestUrl).length;

afterEach(() => {
  delete (globalThis as Record<string, unknown>).webpackChunkheader;
});

describe('given build N+1 was deployed and a chunk of N is gone', () => {
  it('re-registers the header with its current manifest, reloads its modules, and has it redrawn', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);

    const recovered = await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );

    expect(recovered).toBe(true);
    expect(page.registerRemotes).toHaveBeenCalledTimes(1);
    expect(page.registerRemotes).toHaveBeenCalledWith([{ name: 'header', entry: manifestUrl }], {
      force: true,
    });
    expect(page.reloadModules).toHaveBeenCalledWith('header');
    expect(page.redraws).toHaveBeenCalledTimes(1);
  });

  it('gives the new build a fresh chunk list, so it never adopts the old build’s chunks', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);
    const oldChunkList = [[['1005'], {}]];
    Object.assign(globalThis, { webpackChunkheader: oldChunkList });

    await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );

    expect((globalThis as Record<string, unknown>).webpackChunkheader).toBeUndefined();
  });

  it('takes out of the share scope what N offered and nobody loaded, and keeps what is loaded', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);

    await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );

    expect(page.registry.shareScopeMap.default).toEqual({
      react: { '19.3.1': { from: 'host', loaded: 1 } },
      '@site-chrome/data/market-lists': {},
      '@site-chrome/data/notices': { '2.7.0': { from: 'header', loaded: 1 } },
      '@site-chrome/data/footer-menu': { '2.7.0': { from: 'footer', loaded: undefined } },
    });
  });

  it('reloads once for several chunks failing together, with one manifest request', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);

    const outcomes = await Promise.all(
      ['1005.aaaaaaaa.js', '2020.aaaaaaaa.js', '3030.aaaaaaaa.js'].map((file) =>
        page.recovery.recoverFromStaleChunk(chunkLoadError(`${folder}${file}`), page.reloadModules),
      ),
    );

    expect(outcomes).toEqual([true, true, true]);
    expect(page.registerRemotes).toHaveBeenCalledTimes(1);
    expect(manifestRequests()).toBe(1);
  });

  it('after the reload, a failing chunk of the new build does not reload again (retry once)', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);
    await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );
    // What the runtime does as it reads the new manifest.
    page.recovery.recordLoadedBuild('header', manifestUrl, buildNext, page.registry);

    const again = await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.bbbbbbbb.js`),
      page.reloadModules,
    );

    expect(again).toBe(false);
    expect(page.registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('given the page already reloaded the header from N+1', () => {
  it('says nothing, and fetches nothing, for a chunk of N that an old part asks for late', async () => {
    const page = pageOnBuildN();
    serveManifest(buildNext);
    await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );
    page.recovery.recordLoadedBuild('header', manifestUrl, buildNext, page.registry);
    const requestsSoFar = manifestRequests();

    const late = await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}2020.aaaaaaaa.js`),
      page.reloadModules,
    );

    expect(late).toBe(true);
    expect(manifestRequests()).toBe(requestsSoFar);
    expect(page.registerRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('given a chunk failed but the build was not replaced', () => {
  it('leaves it to its caller (a network failure, reported as usual) when the manifest is the same', async () => {
    const page = pageOnBuildN();
    serveManifest(buildN);

    const recovered = await page.recovery.recoverFromStaleChunk(
      chunkLoadError(`${folder}1005.aaaaaaaa.js`),
      page.reloadModules,
    );

    expect(recovered).toBe(false);
    expect(page.registerRemotes).not.toHaveBeenCalled();
    expect(page.redraws).not.toHaveBeenCalled();
  });

  it('leaves it to its caller when the manifest cannot be read either', async () => {
    const page = pageOnBuildN();
    mockServer.use(http.get(manifestUrl, () => new HttpResponse(null, { status: 404 })));

    await expect(
      page.recovery.recoverFromStaleChunk(chunkLoadError(`${folder}1005.aaaaaaaa.js`), page.reloadModules),
    ).resolves.toBe(false);
    expect(page.registerRemotes).not.toHaveBeenCalled();
  });
});

describe('given a failure that is no remote’s chunk', () => {
  it.each([
    ['a chunk of another origin', chunkLoadError('https://elsewhere.example.com/1005.aaaaaaaa.js')],
    ['a deadline', new Error('the header’s market panel did not answer within 10000 ms')],
    ['a value that is not an error', 'boom'],
  ])('does nothing for %s', async (_case, error) => {
    const page = pageOnBuildN();
    serveManifest(buildNext);

    await expect(page.recovery.recoverFromStaleChunk(error, page.reloadModules)).resolves.toBe(false);
    expect(manifestRequests()).toBe(0);
    expect(page.registerRemotes).not.toHaveBeenCalled();
  });
});

it('does nothing for a remote nothing on the page redraws (it would keep the old build on screen)', async () => {
  const page = freshPage();
  page.recovery.recordLoadedBuild('header', manifestUrl, buildN, page.registry);
  serveManifest(buildNext);

  await expect(
    page.recovery.recoverFromStaleChunk(chunkLoadError(`${folder}1005.aaaaaaaa.js`), page.reloadModules),
  ).resolves.toBe(false);
  expect(page.registerRemotes).not.toHaveBeenCalled();
});

it('finds the chunk’s script in the message when the error carries no request', async () => {
  const page = pageOnBuildN();
  serveManifest(buildNext);
  const error = new Error(`Loading chunk 1005 failed.\n(missing: ${folder}1005.aaaaaaaa.js)`);

  await expect(page.recovery.recoverFromStaleChunk(error, page.reloadModules)).resolves.toBe(true);
});
