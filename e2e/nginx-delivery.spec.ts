import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins } from './page-errors';

/**
 * deploy/nginx.conf, the production way to serve the build: run with `SITE_CHROME_SERVER=nginx`
 * (`.ci/run` does, with the federation and dead-remote suites).
 */
test.skip(process.env.SITE_CHROME_SERVER !== 'nginx', 'serves through nginx only (SITE_CHROME_SERVER=nginx)');

/** A content-hashed chunk of the header build, named in its manifest. */
async function hashedHeaderChunk(request: APIRequestContext): Promise<string> {
  const manifest = (await (await request.get(`${remoteOrigins.header}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  if (!chunk) throw new Error('The header manifest names no exposed chunk');
  return `${remoteOrigins.header}/${chunk}`;
}

test.describe('nginx delivery', () => {
  for (const [acceptEncoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const)
    test(`a hashed chunk is immutable and sent ${expected} to a browser accepting ${acceptEncoding}`, async ({
      request,
    }) => {
      const response = await request.get(await hashedHeaderChunk(request), {
        headers: { 'Accept-Encoding': acceptEncoding },
      });

      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(expected);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['vary']).toContain('Accept-Encoding');
      expect(response.headers()['access-control-allow-origin']).toBe('*');
    });

  test('entries, manifests, the loader and pages are revalidated on every use', async ({ request }) => {
    for (const url of [
      `${remoteOrigins.header}/remoteEntry.js`,
      `${remoteOrigins.header}/mf-manifest.json`,
      `${remoteOrigins.header}/loader.js`,
      `${remoteOrigins.footer}/remoteEntry.js`,
      `${remoteOrigins.search}/mf-manifest.json`,
      'http://localhost:3000/preload.js',
      'http://localhost:3000/',
    ])
      expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  });

  test('remotes answer a CORS preflight', async ({ request }) => {
    const response = await request.fetch(`${remoteOrigins.footer}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://trade.example', 'Access-Control-Request-Method': 'GET' },
    });

    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['access-control-allow-methods']).toContain('GET');
  });

  test('the API is proxied to the mock server, page routes answer the page, missing files 404', async ({
    request,
  }) => {
    const bulletin = await request.get('http://localhost:3000/api/web/v1/site/fullsiteBulletin');
    expect(bulletin.status()).toBe(200);
    expect(await bulletin.json()).toMatchObject({ code: 0 });
    // Every API prefix the mock serves reaches it, not the page fallback.
    for (const path of ['/apiw/v2/market/spots', '/apiweb/v1/spot/cross_margin/info', '/demo/error-reports'])
      expect((await request.get(`http://localhost:3000${path}`)).headers()['content-type'], path).toContain(
        'application/json',
      );

    const route = await request.get('http://localhost:3000/trade/ETH_USDT');
    expect(route.status()).toBe(200);
    expect(await route.text()).toContain('<div id=root>');

    expect((await request.get('http://localhost:3000/nope.js')).status()).toBe(404);
    expect((await request.get(`${remoteOrigins.header}/nope`)).status()).toBe(404);
  });

  test('the header is the federated one, not the fallback', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.locator('header[data-fallback]')).toHaveCount(0);
  });
});
