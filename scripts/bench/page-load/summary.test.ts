import {
  duplicateSingletons,
  median,
  readyRatio,
  repeatedApiCalls,
  serverRatios,
  summarisePage,
} from './summary';
import type { ScriptBytes } from './js-bytes';
import type { Visit } from './visit';

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  headerReadyMs: 300,
  headerPaintedMs: 310,
  headerInteractiveMs: 305,
  headerFromServer: false,
  footerReadyMs: 320,
  menuOpenReadyMs: null,
  menuExpandedMs: null,
  menuPointerMs: null,
  firstPaintMs: 290,
  menuMeasured: false,
  menuPointerLate: false,
  menuTriggerPoint: { x: 236, y: 32 },
  cls: 0,
  scripts: [{ url: 'http://localhost:3000/main.js', transferred: 10, encoding: 'br' }],
  apiCalls: [],
  loadedShares: [{ name: 'react', providers: ['host'] }],
  reactRenderers: 1,
  pageErrors: [],
  ...overrides,
});

const script = (url: string, runtimeCore = false): ScriptBytes => ({
  url,
  raw: 1000,
  gzip: 400,
  brotli: 300,
  transferred: 300,
  encoding: 'br',
  runtimeCore,
});

describe('median', () => {
  it('takes the middle of an odd count and the upper middle of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('repeatedApiCalls', () => {
  it('names each request made more than once with its count, and nothing else', () => {
    const calls = ['GET /api/a', 'GET /api/b', 'GET /api/a', 'POST /api/a', 'GET /api/a'];
    expect(repeatedApiCalls(calls)).toEqual(['GET /api/a ×3']);
    expect(repeatedApiCalls(['GET /api/a', 'GET /api/a?x=1'])).toEqual([]);
  });
});

describe('duplicateSingletons', () => {
  it('finds a shared module loaded from two builds, a second React renderer and a second runtime', () => {
    const found = duplicateSingletons(
      {
        loadedShares: [
          { name: 'react', providers: ['host', 'header'] },
          { name: 'zustand', providers: ['host'] },
        ],
        reactRenderers: 2,
      },
      [script('http://a/remoteEntry.js', true), script('http://b/remoteEntry.js', true)],
    );
    expect(found).toEqual([
      'react from host and header',
      '2 React renderers',
      '2 federation runtimes: http://a/remoteEntry.js, http://b/remoteEntry.js',
    ]);
  });

  it('finds none on a page that loads each once', () => {
    expect(duplicateSingletons(visit(), [script('http://a/main.js', true)])).toEqual([]);
  });
});

describe('summarisePage', () => {
  it('takes medians over the complete runs, the worst CLS, and bytes from the measured scripts', () => {
    const summary = summarisePage(
      'federated',
      'mobile',
      [
        visit({ headerReadyMs: 100, cls: 0.01 }),
        visit({ headerReadyMs: 300 }),
        visit({ headerReadyMs: 200 }),
        visit({ headerReadyMs: null, footerReadyMs: null }),
      ],
      [script('http://a/main.js'), script('http://a/chunk.js')],
    );
    expect(summary).toMatchObject({
      runs: 4,
      incompleteRuns: 1,
      headerReadyMs: 200,
      cls: 0.01,
      jsRequests: 2,
      jsGzip: 800,
      jsBrotli: 600,
      jsRaw: 2000,
    });
  });

  it('reports repeated API calls and page errors from any run', () => {
    const summary = summarisePage(
      'federated',
      'desktop',
      [visit(), visit({ apiCalls: ['GET /api/menu', 'GET /api/menu'], pageErrors: ['boom'] })],
      [],
    );
    expect(summary.repeatedApiCalls).toEqual(['GET /api/menu ×2']);
    expect(summary.pageErrors).toEqual(['boom']);
  });

  it('gives the federated / bundled ratio of the header-ready medians', () => {
    const federated = summarisePage('federated', 'desktop', [visit({ headerReadyMs: 440 })], []);
    const bundled = summarisePage('bundled', 'desktop', [visit({ headerReadyMs: 400 })], []);
    expect(readyRatio(federated, bundled)).toBeCloseTo(1.1);
  });

  it('takes the painted and interactive medians over the runs that recorded them, and counts server headers', () => {
    const summary = summarisePage(
      'server',
      'desktop',
      [
        visit({ headerPaintedMs: 100, headerInteractiveMs: 500, headerFromServer: true }),
        visit({ headerPaintedMs: null, headerInteractiveMs: 700, headerFromServer: true }),
        visit({ headerPaintedMs: 300, headerInteractiveMs: null, headerFromServer: false }),
      ],
      [],
    );
    expect(summary).toMatchObject({
      headerPaintedMs: 300,
      headerPaintedRuns: 2,
      headerInteractiveMs: 700,
      headerFromServerRuns: 2,
    });
  });

  it("gives the server-rendered page's painted and interactive over the bundled header-ready", () => {
    const server = summarisePage(
      'server',
      'mobile',
      [visit({ headerPaintedMs: 1000, headerInteractiveMs: 2100 })],
      [],
    );
    const bundled = summarisePage('bundled', 'mobile', [visit({ headerReadyMs: 2000 })], []);
    expect(serverRatios(server, bundled)).toMatchObject({ painted: 0.5, interactive: 1.05 });
  });

  it('takes the menu-open-ready median over the runs that reached for the menu, a menu never open counting as endless', () => {
    const reached = (menuOpenReadyMs: number | null, menuPointerLate = false) =>
      visit({ menuMeasured: true, menuOpenReadyMs, menuPointerLate });
    const summary = summarisePage(
      'server',
      'desktop',
      [reached(400), reached(null, true), reached(200), visit({ menuOpenReadyMs: 50 })],
      [],
    );
    expect(summary).toMatchObject({
      menuOpenReadyMs: 400,
      menuMeasuredRuns: 3,
      menuOpenRuns: 2,
      menuPointerLateRuns: 1,
    });
    expect(
      summarisePage('server', 'desktop', [reached(null), reached(null), reached(300)], []).menuOpenReadyMs,
    ).toBe(Number.POSITIVE_INFINITY);
    expect(summarisePage('server', 'desktop', [visit()], []).menuOpenReadyMs).toBeNaN();
  });

  it("gives the server-rendered page's menu-open-ready over the bundled page's", () => {
    const reached = (menuOpenReadyMs: number | null) => visit({ menuMeasured: true, menuOpenReadyMs });
    const bundled = summarisePage('bundled', 'desktop', [reached(1000)], []);
    expect(serverRatios(summarisePage('server', 'desktop', [reached(450)], []), bundled).menuOpen).toBe(0.45);
    expect(serverRatios(summarisePage('server', 'desktop', [reached(null)], []), bundled).menuOpen).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
