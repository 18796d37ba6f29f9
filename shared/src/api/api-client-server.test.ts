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
