import { setupServer } from 'msw/node';
import { parseFuturesContractsResponse, parseSpotMarketsResponse } from '@site-chrome/data/testing';
import { parseUserInfoResponse } from '@site-chrome/data/testing';
import { createMockApiHandlers, mockApiHandlers } from './msw-handlers';

const server = setupServer(...mockApiHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The only network call in these tests; it goes to msw, never to a real host.
const request = (url: string, init?: RequestInit) => globalThis.fetch(url, init);

describe('mockApiHandlers (msw, real fetch)', () => {
  it('answers a relative API path on the page origin', async () => {
    const response = await request('/apiw/v2/market/spots');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(parseSpotMarketsResponse(await response.json()).length).toBeGreaterThanOrEqual(2700);
  });

  it('answers the same paths on any other origin', async () => {
    const response = await request(
      'https://www.exchange.example/apiw/v2/market/futures?exchange_type=CONTRACT_ALL',
    );
    const contracts = parseFuturesContractsResponse(await response.json());
    expect(contracts.USDT?.length).toBeGreaterThan(0);
  });

  it('reads the login persona from the demo_login cookie', async () => {
    const response = await request('/api/web/v1/usercenter/userInfo', {
      headers: { cookie: 'demo_login=vip' },
    });
    expect(parseUserInfoResponse(await response.json()).tier_level).toBeGreaterThan(0);
  });

  it('applies the fault from the query, the header and the cookie', async () => {
    expect((await request('/api/web/v1/compliance/check?__fault=error')).status).toBe(500);
    expect(
      (await request('/api/web/v1/compliance/check', { headers: { 'x-mock-fault': 'error' } })).status,
    ).toBe(500);
    expect(
      (await request('/api/web/v1/compliance/check', { headers: { cookie: 'mock_fault=error' } })).status,
    ).toBe(500);
    const empty = await request('/api/web/v1/site/fullsiteBulletin?__fault=empty');
    expect(await empty.json()).toEqual({ code: 0, data: {} });
  });

  it('answers POST logout and an unknown API path with JSON', async () => {
    const logout = await request('/api/web/v1/usercenter/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: '1' },
      body: 'x=1',
    });
    expect(await logout.json()).toEqual({ code: 0, data: {} });
    const missing = await request('/api/web/v1/nothing/here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
  });
});

describe('given the slow fault', () => {
  beforeEach(() => server.use(...createMockApiHandlers({ slowDelayMs: 150 })));

  it('answers only after the delay', async () => {
    const start = performance.now();
    const response = await request('/apiw/v2/common/tabs?__fault=slow');
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it('lets a client time-out shorter than the delay abort the request', async () => {
    await expect(
      request('/apiw/v2/common/tabs?__fault=slow', { signal: AbortSignal.timeout(20) }),
    ).rejects.toThrow();
  });
});
