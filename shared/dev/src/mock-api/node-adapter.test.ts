import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseUserInfoResponse } from '@site-chrome/data/testing';
import { handleNodeRequest } from './node-adapter';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (handleNodeRequest(request, response, { slowDelayMs: 150 })) return;
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end('static file');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// A real HTTP round trip to the local test server.
const request = (path: string, init?: RequestInit) => globalThis.fetch(`${origin}${path}`, init);

describe('handleNodeRequest', () => {
  it('serves API paths as JSON that is never cached', async () => {
    const response = await request('/api/web/v1/compliance/check');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ code: 0, data: { menu_list: expect.any(Array) } });
  });

  it('serves coin icons as PNG and the other mock images as SVG, both cacheable', async () => {
    const coin = await request('/images/coin_icon/64/btc.png');
    expect(coin.headers.get('content-type')).toBe('image/png');
    expect(coin.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      Buffer.from(await coin.arrayBuffer())
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');
    const menuIcon = await request('/images/menu/spot-light.svg');
    expect(menuIcon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await menuIcon.text()).toContain('<svg');
  });

  it('returns false for other paths so the caller can serve static files', async () => {
    const response = await request('/trade/BTC_USDT');
    expect(await response.text()).toBe('static file');
  });

  it('reads the persona cookie and the fault switches', async () => {
    const user = await request('/api/web/v1/usercenter/userInfo', {
      headers: { cookie: 'theme=dark; demo_login=sub' },
    });
    expect(parseUserInfoResponse(await user.json()).is_sub_account).toBe(true);
    expect((await request('/apiw/v2/market/spots?__fault=error')).status).toBe(500);
    expect((await request('/apiw/v2/market/spots', { headers: { cookie: 'mock_fault=error' } })).status).toBe(
      500,
    );
  });

  it('answers 404 JSON for an unknown API path and passes Set-Cookie on logout', async () => {
    const missing = await request('/apiweb/v1/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });
    const logout = await request('/logout', { redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/login');
    expect(logout.headers.get('set-cookie')).toMatch(/^demo_login=0;/);
  });

  it('reads a POST form: the switch call sets the chosen account, and user info answers as it', async () => {
    const switched = await request('/api/web/v1/usercenter/switchAccount', {
      method: 'POST',
      headers: { cookie: 'demo_login=1', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({ uid: '10000789' }),
    });
    expect(await switched.json()).toEqual({ code: 0, data: { uid: '10000789' } });
    expect(switched.headers.get('set-cookie')).toMatch(/^demo_account=10000789;/);

    const user = await request('/api/web/v1/usercenter/userInfo', {
      headers: { cookie: 'demo_login=1; demo_account=10000789' },
    });
    expect(parseUserInfoResponse(await user.json()).nickname).toBe('desk_sub_1');
  });

  it('delays the slow fault', async () => {
    const start = performance.now();
    const response = await request('/apiw/v2/common/tabs?__fault=slow');
    expect(response.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
  });
});
