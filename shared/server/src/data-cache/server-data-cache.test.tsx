/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { createCachedQueryFn, defineExposedComponent } from '@site-chrome/runtime';
import { apiClientOf, visitorDependentMeta } from '@site-chrome/runtime/query-api';
import { renderChromeFragment } from '../render/render-chrome-fragment';
import { createServerDataCache } from './server-data-cache';
import { hostnameHeader, internalCallHeader } from './scope-api-client';
import type { ServerDataScope, ServerPart, ServerQuery } from '../types';

const api = 'https://api.internal.example';
const server = setupServer();

interface Call {
  origin: string;
  path: string;
  language: string | null;
  appType: string | null;
  country: string | null;
  internal: string | null;
  hostname: string | null;
  cookie: string | null;
}
const calls: Call[] = [];
/** The answer of the next calls; by default one naming the call and how many came before it. */
let answer: (call: Call) => Response;
const echo = (call: Call) =>
  HttpResponse.json({ path: call.path, appType: call.appType, country: call.country, version: calls.length });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  answer = echo;
  server.use(
    http.get('*/data/:name', ({ request }) => {
      const url = new URL(request.url);
      const call: Call = {
        origin: url.origin,
        path: url.pathname,
        language: request.headers.get('X-Gate-AppLang'),
        appType: request.headers.get('X-Gate-AppType'),
        country: request.headers.get('X-Visitor-Country'),
        internal: request.headers.get(internalCallHeader),
        hostname: request.headers.get(hostnameHeader),
        cookie: request.headers.get('cookie'),
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface QueryOptions {
  staleTime?: number;
  /** Depends on the visitor's address, as the compliance check does. */
  visitorDependent?: boolean;
}

/** A query as the data layer writes one: the cache policy's query function, its client from the meta. */
function query(name: string, { staleTime, visitorDependent = false }: QueryOptions = {}): ServerQuery {
  return {
    queryKey: ['test', name],
    queryFn: createCachedQueryFn({
      fetch: ({ meta }) =>
        apiClientOf(meta).getResult(`/data/${name}`, { parse: (raw) => raw as Record<string, unknown> }),
      fallback: () => ({ fallback: true }),
    }),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(visitorDependent ? { meta: visitorDependentMeta } : {}),
  };
}

const main: ServerDataScope = { site: 'main', language: 'en', visitorCountry: 'XX' };

/** Lets pending promises and I/O callbacks run until `done()` holds (no clock involved). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

describe('given a cold cache', () => {
  it('fetches once from its API, as the fragment server (internal call, hostname, no cookie), and serves it fresh after', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api, siteHostname: 'www.exchange.example' });

    const first = await cache.get(query('menu'), main);
    const second = await cache.get(query('menu'), main);

    expect(first).toMatchObject({ ok: true, data: { path: '/data/menu', version: 1 } });
    expect(second).toEqual(first);
    expect(calls).toEqual([
      expect.objectContaining({
        origin: api,
        internal: '1',
        hostname: 'www.exchange.example',
        cookie: null,
      }),
    ]);
  });

  it('shares one call between concurrent requests', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });

    const answers = await Promise.all([1, 2, 3].map(() => cache.get(query('menu'), main)));

    expect(calls).toHaveLength(1);
    expect(answers.every((one) => one.ok && one.data === (answers[0] as { data: unknown }).data)).toBe(true);
  });
});

describe('given renders for two sub-sites, two languages and two countries at once', () => {
  const scopes: ServerDataScope[] = [
    { site: 'eu', language: 'de', visitorCountry: 'DE' },
    { site: 'tr', language: 'zh', visitorCountry: 'US' },
  ];

  it('asks for each with its own language and sub-site, and keeps each answer apart', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });

    const answers = await Promise.all(scopes.map((scope) => cache.get(query('announcements'), scope)));

    expect(calls.map((call) => `${call.language} ${call.appType}`).sort()).toEqual(['cn 2', 'de 3']);
    expect(answers.map((one) => one.ok && (one.data as { appType: string }).appType)).toEqual(['3', '2']);
    // Kept apart: asked again, each scope gets its own answer and no call is made.
    const again = await Promise.all(scopes.map((scope) => cache.get(query('announcements'), scope)));
    expect(again).toEqual(answers);
    expect(calls).toHaveLength(2);
  });

  it('sends the visitor’s country only with a visitor-dependent call, and keeps only that answer per country', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });
    const fromGermany = { ...main, visitorCountry: 'DE' };
    const fromTheUs = { ...main, visitorCountry: 'US' };

    const [german, american] = await Promise.all([
      cache.get(query('compliance', { visitorDependent: true }), fromGermany),
      cache.get(query('compliance', { visitorDependent: true }), fromTheUs),
      cache.get(query('menu'), fromGermany),
      cache.get(query('menu'), fromTheUs),
    ]);

    expect(german).toMatchObject({ ok: true, data: { country: 'DE' } });
    expect(american).toMatchObject({ ok: true, data: { country: 'US' } });
    expect(calls.map((call) => `${call.path} ${call.country}`).sort()).toEqual([
      '/data/compliance DE',
      '/data/compliance US',
      '/data/menu null',
    ]);
  });

  it('asks the unknown country as XX, never with no country (the server’s own address)', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });
    await cache.get(query('compliance', { visitorDependent: true }), main);
    expect(calls.map((call) => call.country)).toEqual(['XX']);
  });
});

describe('given two caches with two API origins at once', () => {
  it('has each ask its own: nothing is configured process-wide', async () => {
    const first = createServerDataCache({ apiBaseUrl: 'https://api-a.example', siteHostname: 'a.example' });
    const second = createServerDataCache({ apiBaseUrl: 'https://api-b.example', siteHostname: 'b.example' });

    await Promise.all([first.get(query('menu'), main), second.get(query('menu'), main)]);
    await first.get(query('footer'), main);

    expect(calls.map((call) => `${call.origin}${call.path} ${call.hostname}`).sort()).toEqual([
      'https://api-a.example/data/footer a.example',
      'https://api-a.example/data/menu a.example',
      'https://api-b.example/data/menu b.example',
    ]);
  });
});

describe('given a stale answer', () => {
  it('serves it at once and refreshes it once in the background for concurrent requests', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });
    await cache.get(query('menu', { staleTime: 0 }), main);

    const answers = await Promise.all([1, 2, 3].map(() => cache.get(query('menu', { staleTime: 0 }), main)));

    expect(answers.map((one) => one.ok && one.data)).toEqual(
      [1, 2, 3].map(() => expect.objectContaining({ version: 1 })),
    );
    await until(() => calls.length === 2);
    // Read without triggering another refresh (never stale), until the background one has landed.
    let latest: unknown;
    for (let turn = 0; turn < 200 && (latest as { version?: number } | undefined)?.version !== 2; turn += 1) {
      const read = await cache.get(query('menu', { staleTime: Infinity }), main);
      latest = read.ok ? read.data : undefined;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(latest).toMatchObject({ version: 2 });
    expect(calls).toHaveLength(2);
  });

  it('keeps the stale copy when the refresh fails, and tries again on the next request', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    const stored = await cache.get(query('compliance', { staleTime: 0, visitorDependent: true }), main);
    answer = () => HttpResponse.json({}, { status: 503 });

    expect(await cache.get(query('compliance', { staleTime: 0, visitorDependent: true }), main)).toEqual(
      stored,
    );
    await until(() => calls.length === 2 && consoleErrors.mock.calls.length === 1);
    await new Promise((resolve) => setImmediate(resolve));

    expect(await cache.get(query('compliance', { staleTime: 0, visitorDependent: true }), main)).toEqual(
      stored,
    );
    await until(() => calls.length === 3);
    expect(consoleErrors.mock.calls[0]?.[0]).toContain('HTTP 503');
  });
});

describe('its generation', () => {
  /** Refreshes `name` (stale at once) and waits for the refresh to land. */
  async function refresh(cache: ReturnType<typeof createServerDataCache>, name: string): Promise<void> {
    const before = calls.length;
    await cache.get(query(name, { staleTime: 0 }), main);
    await until(() => calls.length === before + 1);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }

  it('moves with changed data, not with equal data or a failed refresh', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    let data = { menu: ['spot'] };
    answer = () => HttpResponse.json(data);
    await cache.get(query('menu'), main);
    const start = cache.generation();

    await refresh(cache, 'menu');
    expect(cache.generation()).toBe(start);

    answer = () => HttpResponse.json({}, { status: 500 });
    await refresh(cache, 'menu');
    expect(cache.generation()).toBe(start);
    expect(consoleErrors).toHaveBeenCalledTimes(1);

    data = { menu: ['spot', 'futures'] };
    answer = () => HttpResponse.json(data);
    await refresh(cache, 'menu');
    expect(cache.generation()).toBe(start + 1);
  });

  it('moves with a first answer only when a render went without it (its first call had failed)', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    const start = cache.generation();

    // Every render of this scope waits for the first answer: none was made with anything else.
    await cache.get(query('menu'), main);
    expect(cache.generation()).toBe(start);

    answer = () => HttpResponse.json({}, { status: 500 });
    await cache.get(query('footer'), main);
    answer = echo;
    await cache.get(query('footer'), main);
    expect(cache.generation()).toBe(start + 1);
    expect(consoleErrors).toHaveBeenCalledTimes(1);
  });
});

describe('given a failed first call', () => {
  it('gives a visitor-dependent query no answer, stores nothing and asks again next time', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    answer = () => HttpResponse.json({}, { status: 502 });

    const failed = await cache.get(query('compliance', { visitorDependent: true }), main);
    answer = echo;
    const next = await cache.get(query('compliance', { visitorDependent: true }), main);

    expect(failed).toEqual({ ok: false, visitorDependent: true, fallback: { data: { fallback: true } } });
    expect(next).toMatchObject({ ok: true, data: { path: '/data/compliance' } });
    expect(calls).toHaveLength(2);
    expect(consoleErrors).toHaveBeenCalledTimes(1);
  });

  it('counts an answer with nothing usable in it (an empty object) as no answer', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });
    const emptyObjectAsNull: ServerQuery = {
      ...query('compliance', { visitorDependent: true }),
      queryFn: createCachedQueryFn({
        fetch: ({ meta }) =>
          apiClientOf(meta).getResult('/data/compliance', {
            parse: (raw) => (Object.keys(raw as object).length > 0 ? raw : null),
          }),
        fallback: () => ({ nothingHidden: true }),
      }),
    };
    answer = () => HttpResponse.json({});

    expect(await cache.get(emptyObjectAsNull, main)).toMatchObject({ ok: false, visitorDependent: true });
  });

  it('gives another query its fallback, for this render only', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    answer = () => HttpResponse.json({}, { status: 500 });

    expect(await cache.get(query('menu'), main)).toEqual({
      ok: false,
      visitorDependent: false,
      fallback: { data: { fallback: true } },
    });
    answer = echo;
    expect(await cache.get(query('menu'), main)).toMatchObject({ ok: true });
    expect(consoleErrors).toHaveBeenCalledTimes(1);
  });
});

describe('given a failed compliance call and no earlier copy, the render', () => {
  const Visibility = defineExposedComponent('Header', () => <p>everything shown</p>);
  const part: ServerPart = {
    name: 'Header',
    Component: Visibility,
    serverQueries: () => [query('menu'), query('compliance', { visitorDependent: true })],
  };
  const render = (cache: ReturnType<typeof createServerDataCache>, visitorCountry: string) =>
    renderChromeFragment(
      part,
      { site: 'eu' },
      { build: 'test', preloads: [], dataCache: cache, visitorCountry },
    );

  it('answers 503 for that visitor, never "nothing hidden", and renders once the API answers', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    answer = (call) =>
      call.path === '/data/compliance' ? HttpResponse.json({}, { status: 503 }) : echo(call);

    const failed = await render(cache, 'DE');
    answer = echo;
    const recovered = await render(cache, 'DE');

    expect(failed).toEqual({
      ok: false,
      status: 503,
      retryAfterSeconds: expect.any(Number),
      message: expect.stringContaining('test/compliance'),
    });
    expect(recovered).toMatchObject({ ok: true });
    expect(consoleErrors).toHaveBeenCalledTimes(1);
  });

  it('still serves another country’s visitors from their own stored answer', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    expect(await render(cache, 'US')).toMatchObject({ ok: true });
    answer = () => HttpResponse.json({}, { status: 503 });

    expect(await render(cache, 'US')).toMatchObject({ ok: true });
    expect(await render(cache, 'DE')).toMatchObject({ ok: false, status: 503 });
    expect(consoleErrors).toHaveBeenCalled();
  });
});

describe('given more answers than it keeps', () => {
  it('drops the least recently used one first', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api, maxEntries: 2 });
    await cache.get(query('a'), main);
    await cache.get(query('b'), main);
    await cache.get(query('a'), main);
    await cache.get(query('c'), main);

    await cache.get(query('a'), main);
    expect(calls.map((call) => call.path)).toEqual(['/data/a', '/data/b', '/data/c']);
    await cache.get(query('b'), main);
    expect(calls.map((call) => call.path)).toEqual(['/data/a', '/data/b', '/data/c', '/data/b']);
  });
});
