import { delay, http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import * as z from '@site-chrome/runtime/schema-kit';
import { createApiClient } from './api-client';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const server = setupServer();
const listSchema = z.object({ code: z.literal(0), data: z.object({ list: z.array(z.string()) }) });
const parseList = (raw: unknown): string[] => listSchema.parse(raw).data.list;

let lastRequest: Request | undefined;

function answerWith(body: JsonBodyType, init?: ResponseInit) {
  return ({ request }: { request: Request }) => {
    lastRequest = request.clone();
    return HttpResponse.json(body, init);
  };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  lastRequest = undefined;
  document.cookie = 'csrftoken=; max-age=0; path=/';
});
afterAll(() => server.close());

describe('given a successful answer', () => {
  it('resolves to the parsed data of a relative, same-origin GET with its query', async () => {
    server.use(http.get('/api/web/v1/site/footerMenu', answerWith({ code: 0, data: { list: ['fees'] } })));
    const client = createApiClient();

    const list = await client.get('/api/web/v1/site/footerMenu', {
      query: { lang: 'en', sub_website_id: 106, skipped: undefined },
      parse: parseList,
      fallback: [],
    });

    expect(list).toEqual(['fees']);
    const url = new URL(lastRequest?.url ?? '');
    expect(url.origin).toBe(window.location.origin);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('sub_website_id')).toBe('106');
    expect(url.searchParams.has('skipped')).toBe(false);
  });

  it('sends the mapped language and the sub-site code as headers', async () => {
    server.use(http.get('/ping', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient({ language: 'zh-tw', site: 'tr' }).get('/ping', { parse: parseList, fallback: [] });

    expect(lastRequest?.headers.get('X-Gate-AppLang')).toBe('tw');
    expect(lastRequest?.headers.get('X-Gate-AppType')).toBe('2');
  });

  it.each([
    ['main', '0'],
    [106, '3'],
    ['177', '2'],
    ['us', '0'],
  ])('sends X-Gate-AppType for sub-site %p as %p', async (site, expectedCode) => {
    server.use(http.get('/ping', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient({ site }).get('/ping', { parse: parseList, fallback: [] });

    expect(lastRequest?.headers.get('X-Gate-AppType')).toBe(expectedCode);
  });

  it('sends the CSRF token from the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=token-from-cookie; path=/';
    server.use(http.get('/ping', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient().get('/ping', { parse: parseList, fallback: [] });

    expect(lastRequest?.headers.get('csrftoken')).toBe('token-from-cookie');
  });

  it('sends CSRF token 1 when the page has no csrftoken cookie', async () => {
    server.use(http.get('/ping', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient().get('/ping', { parse: parseList, fallback: [] });

    expect(lastRequest?.headers.get('csrftoken')).toBe('1');
  });

  it('form-encodes a POST body', async () => {
    server.use(http.post('/api/web/v1/usercenter/logout', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient().post('/api/web/v1/usercenter/logout', {
      body: { device: 'this', note: 'a&b=c', empty: null },
      parse: parseList,
      fallback: [],
    });

    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await lastRequest?.text()).toBe('device=this&note=a%26b%3Dc');
  });

  it('adds the extra headers a server-side caller configures', async () => {
    server.use(http.get('/ping', answerWith({ code: 0, data: { list: [] } })));

    await createApiClient({ extraHeaders: { 'X-Internal-Call': '1' } }).get('/ping', {
      parse: parseList,
      fallback: [],
    });

    expect(lastRequest?.headers.get('X-Internal-Call')).toBe('1');
  });
});

describe('given a failing call', () => {
  const fallback = ['fallback'];

  async function expectFallbackLoggedOnce(expectedReason: RegExp): Promise<void> {
    const errorSpy = expectConsoleErrors();

    const list = await createApiClient({ timeoutMs: 50 }).get('/api/broken', { parse: parseList, fallback });

    expect(list).toBe(fallback);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]?.[0]).toContain('GET /api/broken');
    expect(errorSpy.mock.calls[0]?.[0]).toMatch(expectedReason);
  }

  it('after a network error, logs once and yields the fallback', async () => {
    server.use(http.get('/api/broken', () => HttpResponse.error()));
    await expectFallbackLoggedOnce(/failed: .+/);
  });

  it('after the time-out passes, logs once and yields the fallback', async () => {
    server.use(
      http.get('/api/broken', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expectFallbackLoggedOnce(/no answer within 50 ms/);
  });

  it('after a non-2xx status, logs once and yields the fallback', async () => {
    server.use(http.get('/api/broken', () => HttpResponse.json({ code: 0 }, { status: 500 })));
    await expectFallbackLoggedOnce(/HTTP 500/);
  });

  it('after an answer that is not JSON, logs once and yields the fallback', async () => {
    server.use(http.get('/api/broken', () => HttpResponse.text('<html>oops</html>')));
    await expectFallbackLoggedOnce(/JSON/);
  });

  it('after an answer that fails the parser, logs once and yields the fallback', async () => {
    server.use(http.get('/api/broken', () => HttpResponse.json({ code: 0, data: { list: [42] } })));
    await expectFallbackLoggedOnce(/did not match the expected shape/);
  });

  it('reports the failure reason to callers that need to tell failed from empty', async () => {
    const consoleError = expectConsoleErrors();
    server.use(http.get('/api/broken', () => HttpResponse.json({}, { status: 503 })));

    const result = await createApiClient().getResult('/api/broken', { parse: parseList });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /api/broken failed: HTTP 503'));
    expect(result).toEqual({
      ok: false,
      error: { reason: 'http-status', status: 503, method: 'GET', path: '/api/broken', message: 'HTTP 503' },
    });
  });

  it('reports an empty answer as a success', async () => {
    server.use(http.get('/api/empty', () => HttpResponse.json({ code: 0, data: { list: [] } })));

    const result = await createApiClient().getResult('/api/empty', { parse: parseList });

    expect(result).toEqual({ ok: true, data: [] });
  });

  it('when the caller cancels, reports it as aborted without logging', async () => {
    const errorSpy = expectConsoleErrors();
    server.use(
      http.get('/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();

    const pending = createApiClient().getResult('/api/slow', { parse: parseList, signal: controller.signal });
    controller.abort();

    expect(await pending).toMatchObject({ ok: false, error: { reason: 'aborted' } });
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe("given answer: 'page' (a page of the site, GET /logout)", () => {
  const pageAnswer = (raw: unknown) => raw;

  it('reads an HTML page as answered without parsing its body', async () => {
    server.use(
      http.get('/logout', ({ request }) => {
        lastRequest = request.clone();
        return new HttpResponse('<!doctype html><title>Logged out</title>', {
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );

    const result = await createApiClient().getResult('/logout', { answer: 'page', parse: pageAnswer });

    expect(result).toEqual({ ok: true, data: { status: 200, opaqueRedirect: false } });
    expect(lastRequest?.redirect).toBe('manual');
  });

  it('reads a JSON page as answered, whatever its body says', async () => {
    server.use(http.get('/logout', () => HttpResponse.json({ code: 0, data: {} })));

    const result = await createApiClient().getResult('/logout', { answer: 'page', parse: pageAnswer });

    expect(result).toEqual({ ok: true, data: { status: 200, opaqueRedirect: false } });
  });

  it('reads a redirect as answered and does not follow it', async () => {
    const loginPage = jest.fn(() => new HttpResponse('<p>Log in</p>'));
    server.use(
      http.get('/logout', () => new HttpResponse(null, { status: 302, headers: { Location: '/login' } })),
      http.get('/login', loginPage),
    );

    const result = await createApiClient().getResult('/logout', { answer: 'page', parse: pageAnswer });

    expect(result).toEqual({ ok: true, data: { status: 302, opaqueRedirect: false } });
    expect(loginPage).not.toHaveBeenCalled();
  });

  it.each([404, 500])('fails on a %i and logs it once', async (status) => {
    const consoleError = expectConsoleErrors();
    server.use(http.get('/logout', () => new HttpResponse('<p>Error</p>', { status })));

    const result = await createApiClient().getResult('/logout', { answer: 'page', parse: pageAnswer });

    expect(result).toEqual({
      ok: false,
      error: { reason: 'http-status', message: `HTTP ${status}`, method: 'GET', path: '/logout', status },
    });
    expect(consoleError.mock.calls).toEqual([[`[api] GET /logout failed: HTTP ${status}`]]);
  });

  it('fails on a network error and logs it once', async () => {
    const consoleError = expectConsoleErrors();
    server.use(http.get('/logout', () => HttpResponse.error()));

    const result = await createApiClient().getResult('/logout', { answer: 'page', parse: pageAnswer });

    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.reason).toBe('network');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('still follows redirects and reads JSON for the API (the default answer)', async () => {
    server.use(
      http.get('/moved', () => new HttpResponse(null, { status: 302, headers: { Location: '/list' } })),
      http.get('/list', answerWith({ code: 0, data: { list: ['followed'] } })),
    );

    expect(await createApiClient().get('/moved', { parse: parseList, fallback: [] })).toEqual(['followed']);
  });
});
