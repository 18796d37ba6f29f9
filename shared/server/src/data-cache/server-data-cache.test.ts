/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { apiGetResult, createCachedQueryFn, resetApiClient } from '@site-chrome/runtime';
import { getApiClient, serverTimeoutMs } from '@site-chrome/runtime/server';
import { withCallScope } from './call-scope';
import { createServerDataCache, hostnameHeader, internalCallHeader } from './server-data-cache';
import type { ServerQuery } from '../types';

const api = 'https://api.internal.example';
const server = setupServer();
const calls: { path: string; internal: string | null; hostname: string | null }[] = [];
/** The language and sub-site headers each call carried. */
const scopes: string[] = [];
let answer: (path: string) => Response = (path) => HttpResponse.json({ path, version: calls.length });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  scopes.length = 0;
  answer = (path) => HttpResponse.json({ path, version: calls.length });
  server.use(
    http.get(`${api}/data/:name`, ({ request }) => {
      const path = new URL(request.url).pathname;
      scopes.push(
        `${path} ${request.headers.get('X-Gate-AppLang')} ${request.headers.get('X-Gate-AppType')}`,
      );
      calls.push({
        path,
        internal: request.headers.get(internalCallHeader),
        hostname: request.headers.get(hostnameHeader),
      });
      return answer(path);
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function query(name: string, staleTime?: number): ServerQuery {
  return {
    queryKey: ['test', name],
    queryFn: createCachedQueryFn({
      fetch: () => apiGetResult(`/data/${name}`, { parse: (raw) => raw as Record<string, unknown> }),
      fallback: () => ({ fallback: true }),
    }),
    ...(staleTime === undefined ? {} : { staleTime }),
  };
}

/** Lets pending promises and I/O callbacks run until `done()` holds (no clock involved). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

describe('given a cold cache', () => {
  it('fetches once from the configured API, with the internal-call and hostname headers, and serves it fresh after', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api, siteHostname: 'www.exchange.example' });

    const first = await cache.get(query('menu'));
    const second = await cache.get(query('menu'));

    expect(first.data).toEqual({ path: '/data/menu', version: 1 });
    expect(second).toEqual(first);
    expect(calls).toEqual([{ path: '/data/menu', internal: '1', hostname: 'www.exchange.example' }]);
    expect(getApiClient().config.timeoutMs).toBe(serverTimeoutMs);
  });

  it('shares one call between concurrent requests', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });

    const answers = await Promise.all([1, 2, 3].map(() => cache.get(query('menu'))));

    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((one) => one.data)).size).toBe(1);
  });
});

describe('given renders in two languages at once', () => {
  it('sends each call with the language and sub-site of the render that asked, not the process’s', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });

    await Promise.all([
      withCallScope({ language: 'de', site: 'main' }, () => cache.get(query('announcements-de'))),
      withCallScope({ language: 'zh', site: 'tr' }, () => cache.get(query('announcements-zh'))),
    ]);

    expect(scopes.sort()).toEqual(['/data/announcements-de de 0', '/data/announcements-zh cn 2']);
  });
});

describe('given a stale answer', () => {
  it('serves it at once and refreshes it once in the background for concurrent requests', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api });
    await cache.get(query('menu', 0));

    const answers = await Promise.all([1, 2, 3].map(() => cache.get(query('menu', 0))));

    expect(answers.map((one) => one.data)).toEqual([1, 2, 3].map(() => ({ path: '/data/menu', version: 1 })));
    await until(() => calls.length === 2);
    // Read without triggering another refresh (never stale), until the background one has landed.
    let latest: unknown;
    for (let turn = 0; turn < 200 && (latest as { version?: number } | undefined)?.version !== 2; turn += 1) {
      latest = (await cache.get(query('menu', Infinity))).data;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(latest).toEqual({ path: '/data/menu', version: 2 });
    expect(calls).toHaveLength(2);
  });

  it('keeps the stale copy when the refresh fails, and tries again on the next request', async () => {
    const consoleErrors = expectConsoleErrors();
    const cache = createServerDataCache({ apiBaseUrl: api });
    const stored = await cache.get(query('menu', 0));
    answer = () => HttpResponse.json({}, { status: 503 });

    expect(await cache.get(query('menu', 0))).toEqual(stored);
    await until(() => calls.length === 2 && consoleErrors.mock.calls.length === 1);
    await new Promise((resolve) => setImmediate(resolve));

    expect(await cache.get(query('menu', 0))).toEqual(stored);
    await until(() => calls.length === 3);
    expect(consoleErrors.mock.calls[0]?.[0]).toContain('HTTP 503');
  });
});

describe('given more answers than it keeps', () => {
  it('drops the least recently used one first', async () => {
    const cache = createServerDataCache({ apiBaseUrl: api, maxEntries: 2 });
    await cache.get(query('a'));
    await cache.get(query('b'));
    await cache.get(query('a'));
    await cache.get(query('c'));

    await cache.get(query('a'));
    expect(calls.map((call) => call.path)).toEqual(['/data/a', '/data/b', '/data/c']);
    await cache.get(query('b'));
    expect(calls.map((call) => call.path)).toEqual(['/data/a', '/data/b', '/data/c', '/data/b']);
  });
});
