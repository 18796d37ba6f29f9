/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient, defaultTimeoutMs, serverTimeoutMs } from './api-client';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('given server-side rendering (no window)', () => {
  it('uses the 3000 ms server time-out', () => {
    expect(defaultTimeoutMs()).toBe(serverTimeoutMs);
    expect(serverTimeoutMs).toBe(3000);
  });

  it('calls the configured origin and sends CSRF token 1 when no cookie reader finds one', async () => {
    let seenToken: string | null = null;
    server.use(
      http.get('https://exchange.example/api/web/v1/site/commonData', ({ request }) => {
        seenToken = request.headers.get('csrftoken');
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );

    const data = await createApiClient({ baseUrl: 'https://exchange.example' }).get(
      '/api/web/v1/site/commonData',
      { parse: (raw) => raw, fallback: null },
    );

    expect(data).toEqual({ code: 0, data: {} });
    expect(seenToken).toBe('1');
  });

  it('takes the CSRF token from the request cookies it is given', async () => {
    let seenToken: string | null = null;
    server.use(
      http.get('https://exchange.example/ping', ({ request }) => {
        seenToken = request.headers.get('csrftoken');
        return HttpResponse.json({});
      }),
    );
    const requestCookies = new Map([['csrftoken', 'from-request']]);

    await createApiClient({
      baseUrl: 'https://exchange.example',
      readCookie: (name) => requestCookies.get(name),
    }).get('/ping', { parse: (raw) => raw, fallback: null });

    expect(seenToken).toBe('from-request');
  });
});

describe('given a server-side call that leaves the configured origin', () => {
  it('sends no CSRF token and none of the extra headers (a path that extends the host name)', async () => {
    let seen: { csrf: string | null; internal: string | null } | undefined;
    server.use(
      http.get('https://exchange.example.attacker.example/collect', ({ request }) => {
        seen = { csrf: request.headers.get('csrftoken'), internal: request.headers.get('X-Internal-Call') };
        return HttpResponse.json({});
      }),
    );

    await createApiClient({
      baseUrl: 'https://exchange.example',
      extraHeaders: { 'X-Internal-Call': '1' },
      readCookie: () => 'from-request',
    }).getResult('.attacker.example/collect', { parse: (raw) => raw });

    expect(seen).toEqual({ csrf: null, internal: null });
  });
});

describe('given a server asking for a visitor (issue 40)', () => {
  it('sends the visitor’s country it was given, and none when it was given none', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('https://exchange.example/api/web/v1/compliance/check', ({ request }) => {
        seen.push(request.headers.get('X-Visitor-Country'));
        return HttpResponse.json({});
      }),
    );
    const ask = (client: ReturnType<typeof createApiClient>) =>
      client.getResult('/api/web/v1/compliance/check', { parse: (raw) => raw });

    await ask(createApiClient({ baseUrl: 'https://exchange.example', visitorCountry: 'DE' }));
    await ask(createApiClient({ baseUrl: 'https://exchange.example' }));

    expect(seen).toEqual(['DE', null]);
  });
});
