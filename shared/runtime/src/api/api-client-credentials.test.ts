import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from './api-client';

/*
 * Issue 13, requests: every non-GET call carries the CSRF header, and credentials (cookies, the CSRF token,
 * a server's extra headers) go to the page's own origin only. jsdom's page is http://localhost/.
 */
const server = setupServer();
const seen: { url: string; method: string; csrf: string | null; internal: string | null }[] = [];

function recordAndAnswer({ request }: { request: Request }) {
  seen.push({
    url: request.url,
    method: request.method,
    csrf: request.headers.get('csrftoken'),
    internal: request.headers.get('X-Internal-Call'),
  });
  return HttpResponse.json({ code: 0, data: {} });
}

const parse = (raw: unknown) => raw;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.cookie = 'csrftoken=; max-age=0; path=/';
});
afterAll(() => server.close());

describe('given a POST to the page origin', () => {
  it('carries the CSRF header with the csrftoken cookie value', async () => {
    document.cookie = 'csrftoken=from-the-cookie; path=/';
    server.use(http.post('/api/web/v1/usercenter/logout', recordAndAnswer));

    await createApiClient().postResult('/api/web/v1/usercenter/logout', { parse });

    expect(seen).toEqual([expect.objectContaining({ method: 'POST', csrf: 'from-the-cookie' })]);
  });

  it('carries the CSRF header with the default token 1 when the page has no csrftoken cookie', async () => {
    server.use(http.post('/api/web/v1/usercenter/logoutAll', recordAndAnswer));

    await createApiClient().postResult('/api/web/v1/usercenter/logoutAll', { parse });

    expect(seen).toEqual([expect.objectContaining({ method: 'POST', csrf: '1' })]);
  });
});

describe('credentials and the origin of a call', () => {
  it('asks fetch for same-origin credentials, so cookies never follow a call or its redirect elsewhere', async () => {
    server.use(http.post('/api/web/v1/usercenter/logout', recordAndAnswer));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    await createApiClient().postResult('/api/web/v1/usercenter/logout', { parse });

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('keeps the token on an absolute URL of the page origin', async () => {
    server.use(http.post('http://localhost/api/web/v1/usercenter/logout', recordAndAnswer));

    await createApiClient().postResult('http://localhost/api/web/v1/usercenter/logout', { parse });

    expect(seen).toEqual([expect.objectContaining({ csrf: '1' })]);
  });

  it.each([
    ['an absolute URL', 'https://attacker.example/collect', 'https://attacker.example/collect'],
    ['a protocol-relative URL', '//attacker.example/collect', 'http://attacker.example/collect'],
    ['another port of the same host', 'http://localhost:3001/collect', 'http://localhost:3001/collect'],
  ])(
    'sends %s given as the path with no CSRF token and no extra headers',
    async (_kind, path, reachedUrl) => {
      document.cookie = 'csrftoken=secret; path=/';
      server.use(http.post(reachedUrl, recordAndAnswer));

      await createApiClient({ extraHeaders: { 'X-Internal-Call': '1' } }).postResult(path, { parse });

      expect(seen).toEqual([{ url: reachedUrl, method: 'POST', csrf: null, internal: null }]);
    },
  );

  it('sends nothing of the page to a base URL on another origin', async () => {
    document.cookie = 'csrftoken=secret; path=/';
    server.use(http.get('https://api.elsewhere.example/ping', recordAndAnswer));

    await createApiClient({ baseUrl: 'https://api.elsewhere.example' }).getResult('/ping', { parse });

    expect(seen).toEqual([expect.objectContaining({ csrf: null })]);
  });
});
