/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import type { RenderedFragment, ServerDataCache, ServerPart } from '../types';
import { fragmentCacheHeader, staleCopyCacheControl } from '../handler/fragment-handler';
import { startFragmentServer, type RunningFragmentServer } from '../start/start-fragment-server';
import type { CalmRenderOptions } from './calm-render';

/*
 * The fragment server under load (issue 40), met the way a proxy or a page composer meets it: over HTTP, with
 * a render function the test holds and releases, and a data cache whose generation it moves.
 */

const parts: ServerPart[] = [{ name: 'Header', Component: () => null, serverQueries: () => [] }];

interface Props {
  language?: string;
  path?: string;
  user?: { uid?: string; nickname?: string };
}

/** The renders asked for (their languages), and a gate the test closes to hold them. */
const renders: string[] = [];
let heldRenders: Array<() => void> = [];
let holding = false;

async function controlledRender(part: ServerPart, rawProps: unknown): Promise<RenderedFragment> {
  const props = rawProps as Props;
  renders.push(props.language ?? 'en');
  if (holding) await new Promise<void>((resolve) => heldRenders.push(resolve));
  if (props.path === '/broken') throw new Error(`cannot render the menu of ${props.user?.nickname ?? ''}`);
  return {
    ok: true,
    personal: props.user !== undefined,
    html: `<div data-chrome-fragment="${part.name}">${props.language ?? 'en'} ${props.user?.nickname ?? ''} #${renders.length}</div>`,
  };
}

function releaseRenders(): void {
  holding = false;
  for (const release of heldRenders) release();
  heldRenders = [];
}

let generation = 0;
const dataCache: ServerDataCache = {
  get: () => Promise.resolve({ ok: true, data: undefined, updatedAt: 0 }),
  generation: () => generation,
};

let folder: string;
let server: RunningFragmentServer | undefined;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'calm-fragment-server-'));
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
beforeEach(() => {
  renders.length = 0;
  generation = 0;
  loopLate = false;
});
afterEach(async () => {
  releaseRenders();
  await server?.close();
  server = undefined;
});

/** The event loop as the test says it is: on time, unless a test makes it late. */
let loopLate = false;
const testLoop = { overloaded: () => loopLate, stop: () => undefined };

async function start(calm: Omit<CalmRenderOptions, 'etagOf'> = {}): Promise<RunningFragmentServer> {
  server = await startFragmentServer({
    label: 'header',
    parts,
    build: '1.0.0-0123abcd',
    port: 0,
    manifestPath: path.join(folder, 'mf-manifest.json'),
    publicOrigin: 'https://header.cdn.example',
    dataCache,
    render: controlledRender,
    calm: { pressure: testLoop, ...calm },
  });
  return server;
}

const get = (origin: string, pathAndQuery: string) =>
  // eslint-disable-next-line no-restricted-globals -- a test client of the server, not the chrome's API calls
  fetch(`${origin}${pathAndQuery}`);

/** Resolves once `count` renders have started (the held ones included). */
async function rendersStarted(count: number): Promise<void> {
  while (renders.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

const user = encodeURIComponent(JSON.stringify({ uid: '70417', nickname: 'Ada Lovelace' }));

describe('the rendered-fragment cache', () => {
  it('renders a hot URL once for many requests, at once or one after another', async () => {
    const { origin } = await start();

    const together = await Promise.all(
      Array.from({ length: 20 }, () => get(origin, '/fragment/Header?language=de')),
    );
    const after = [];
    for (let index = 0; index < 10; index += 1) after.push(await get(origin, '/fragment/Header?language=de'));

    expect(renders).toEqual(['de']);
    const bodies = await Promise.all([...together, ...after].map((response) => response.text()));
    expect(new Set(bodies)).toEqual(new Set(['<div data-chrome-fragment="Header">de  #1</div>']));
    expect(together.every((response) => response.status === 200)).toBe(true);
    expect(after.map((response) => response.headers.get(fragmentCacheHeader))).toEqual(Array(10).fill('hit'));
  });

  it('renders again once the data changed (a new generation)', async () => {
    const { origin } = await start();

    await get(origin, '/fragment/Header?language=fr');
    generation += 1;
    const changed = await get(origin, '/fragment/Header?language=fr');

    expect(renders).toEqual(['fr', 'fr']);
    expect(changed.headers.get(fragmentCacheHeader)).toBe('miss');
    expect(await changed.text()).toContain('#2');
  });

  it('past its time to live, still answers with the copy while one render replaces it in the background', async () => {
    let now = 1_000_000;
    // random 0.5: a lifetime of exactly the time to live (it is spread by ±25% otherwise).
    const { origin } = await start({ cache: { ttlMs: 5_000, now: () => now, random: () => 0.5 } });

    await get(origin, '/fragment/Header?language=ja');
    now += 5_000;
    const stillFresh = await get(origin, '/fragment/Header?language=ja');
    now += 1;
    const expired = await Promise.all([1, 2, 3].map(() => get(origin, '/fragment/Header?language=ja')));
    await rendersStarted(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const replaced = await get(origin, '/fragment/Header?language=ja');

    expect(stillFresh.headers.get(fragmentCacheHeader)).toBe('hit');
    expect(expired.map((response) => response.headers.get(fragmentCacheHeader))).toEqual([
      'hit',
      'hit',
      'hit',
    ]);
    expect(await expired[0]?.text()).toContain('#1');
    expect(renders).toEqual(['ja', 'ja']);
    expect(await replaced.text()).toContain('#2');
  });

  it('spreads the lifetimes of copies stored together, so they do not all re-render in one burst', async () => {
    let now = 1_000_000;
    let draw = 0;
    const { origin } = await start({
      cache: { ttlMs: 4_000, now: () => now, random: () => [0, 0.99][draw++ % 2] ?? 0 },
    });
    await get(origin, '/fragment/Header?language=de');
    await get(origin, '/fragment/Header?language=fr');

    // 0.75 and about 1.25 times the time to live: at 4 s, the first is due and the second is not.
    now += 4_000;
    await get(origin, '/fragment/Header?language=de');
    await get(origin, '/fragment/Header?language=fr');
    await rendersStarted(3);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(renders).toEqual(['de', 'fr', 'de']);
  });

  it('never keeps a fragment naming the reader: each request renders it', async () => {
    const { origin } = await start();

    for (let index = 0; index < 3; index += 1) {
      const response = await get(origin, `/fragment/Header?user=${user}`);
      expect(response.headers.get(fragmentCacheHeader)).toBe('miss');
      expect(await response.text()).toContain('Ada Lovelace');
    }

    expect(renders).toHaveLength(3);
  });
});

describe('with every render place taken', () => {
  const limits = { maxInFlight: 1, maxQueued: 1, queueDeadlineMs: 300 };

  it('answers a request past the cap and the queue 503 at once, with Retry-After and no-store', async () => {
    const { origin } = await start({ limits });
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(1);
    const queued = get(origin, '/fragment/Header?language=fr');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    const refused = await get(origin, '/fragment/Header?language=es');

    expect(Date.now() - startedAt).toBeLessThan(150);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    releaseRenders();
    expect((await inFlight).status).toBe(200);
    expect((await queued).status).toBe(200);
  });

  it('answers a queued request 503 once it waited past its deadline, while the render it waits for goes on', async () => {
    const { origin } = await start({ limits });
    holding = true;
    let inFlightAnswered = false;
    const inFlight = get(origin, '/fragment/Header?language=de').then((response) => {
      inFlightAnswered = true;
      return response;
    });
    await rendersStarted(1);

    const startedAt = Date.now();
    const queued = await get(origin, '/fragment/Header?language=fr');

    expect(queued.status).toBe(503);
    expect(queued.headers.get('retry-after')).toBe('1');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(inFlightAnswered).toBe(false);
    expect(renders).toEqual(['de']);
    releaseRenders();
    expect((await inFlight).status).toBe(200);
  });

  it('sends the last good copy of the URL instead, marked stale, however old', async () => {
    let now = 1_000_000;
    const { origin } = await start({ limits, cache: { now: () => now } });
    const good = await (await get(origin, '/fragment/Header?language=ko')).text();
    // An hour old, and of data that has changed since: only a render could give a current copy.
    now += 60 * 60 * 1000;
    generation += 1;
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(2);
    const queued = get(origin, '/fragment/Header?language=fr');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stale = await get(origin, '/fragment/Header?language=ko');

    expect(stale.status).toBe(200);
    expect(stale.headers.get(fragmentCacheHeader)).toBe('stale');
    expect(stale.headers.get('cache-control')).toBe(staleCopyCacheControl);
    expect(await stale.text()).toBe(good);
    releaseRenders();
    await Promise.all([inFlight, queued]);
  });

  it('has no copy of a fragment naming the reader to send: 503', async () => {
    const { origin } = await start({ limits });
    await get(origin, `/fragment/Header?user=${user}`);
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(2);
    const queued = get(origin, '/fragment/Header?language=fr');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const refused = await get(origin, `/fragment/Header?user=${user}`);

    expect(refused.status).toBe(503);
    expect(await refused.text()).not.toContain('Ada');
    releaseRenders();
    await Promise.all([inFlight, queued]);
  });

  it('never starts a queued render whose client hung up while it waited', async () => {
    const { origin } = await start({ limits });
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(1);
    const leaving = http.get(`${origin}/fragment/Header?language=fr`);
    leaving.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));

    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseRenders();
    await inFlight;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(renders).toEqual(['de']);
  });

  it('still answers /healthz at once', async () => {
    const { origin } = await start({ limits });
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(1);
    const queued = get(origin, '/fragment/Header?language=fr');

    const health = await get(origin, '/healthz');

    expect(health.status).toBe(200);
    releaseRenders();
    await Promise.all([inFlight, queued]);
  });
});

describe('with the event loop running late (renders queued in the sockets, not in the limiter)', () => {
  it('renders nothing new: a URL with no copy is answered 503 at once', async () => {
    const { origin } = await start();
    loopLate = true;

    const refused = await get(origin, '/fragment/Header?language=de');

    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(renders).toEqual([]);
  });

  it('sends a URL’s last good copy, marked stale, and starts no render of it', async () => {
    const { origin } = await start();
    const good = await (await get(origin, '/fragment/Header?language=ko')).text();
    generation += 1;
    loopLate = true;

    const stale = await get(origin, '/fragment/Header?language=ko');

    expect(stale.headers.get(fragmentCacheHeader)).toBe('stale');
    expect(await stale.text()).toBe(good);
    expect(renders).toEqual(['ko']);
  });

  it('answers an expired copy of the same data as a hit without rendering it again in the background', async () => {
    let now = 1_000_000;
    const { origin } = await start({ cache: { ttlMs: 1_000, now: () => now, random: () => 0.5 } });
    await get(origin, '/fragment/Header?language=ko');
    now += 10_000;
    loopLate = true;

    const kept = await get(origin, '/fragment/Header?language=ko');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(kept.headers.get(fragmentCacheHeader)).toBe('hit');
    expect(renders).toEqual(['ko']);
  });
});

describe('closing (SIGTERM)', () => {
  it('waits for the render in flight, which gets its whole answer, and takes no new request', async () => {
    const { origin, close } = await start();
    holding = true;
    const inFlight = get(origin, '/fragment/Header?language=de');
    await rendersStarted(1);

    let closed = false;
    const closing = close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    await expect(get(origin, '/healthz')).rejects.toThrow();

    releaseRenders();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('de');
    // Once the answer is sent, not at the 5 s cut-off.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closed).toBe(true);
    await closing;
    server = undefined;
  });
});

describe('the error log', () => {
  it('names the part and the parameters of a failing render, never the reader', async () => {
    const { origin } = await start();
    const consoleErrors = expectConsoleErrors();

    const response = await get(origin, `/fragment/Header?path=%2Fbroken&user=${user}`);

    expect(response.status).toBe(500);
    expect(consoleErrors).toHaveBeenCalledTimes(1);
    const logged = consoleErrors.mock.calls.flat().map(String).join(' ');
    expect(logged).toContain('GET /fragment/Header (parameters: path, user) failed');
    expect(logged).not.toMatch(/Ada|Lovelace|70417/);
  });
});
