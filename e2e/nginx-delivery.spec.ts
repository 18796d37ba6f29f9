import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { remoteOrigins, watchPageErrors } from './page-errors';

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

/** Records Content-Security-Policy violations from before the first script runs. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
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

  test('pages carry a Content-Security-Policy without eval or inline script', async ({ request }) => {
    for (const url of [
      'http://localhost:3000/',
      'http://localhost:3000/plain.html',
      `${remoteOrigins.footer}/`,
    ]) {
      const policy = (await request.get(url)).headers()['content-security-policy'] ?? '';
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';

      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).not.toContain('unsafe-eval');
      expect(scriptSources, url).not.toBe('');
      expect(scriptSources, url).not.toContain('unsafe-inline');
    }
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

  for (const path of ['/', '/trade/BTC_USDT?login=1', '/bundled.html', '/plain.html'])
    test(`${path} renders its chrome under the policy with no violation and no error`, async ({ page }) => {
      const errors = watchPageErrors(page);
      const violations = await watchCspViolations(page);

      await page.goto(path);
      await expect(page.getByRole('banner').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toContainText('All rights reserved');
      await page.waitForLoadState('networkidle');

      expect(await violations()).toEqual([]);
      expect(errors.uncaught).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
    });

  // Each remote's own page boots with an inline script, let in by a per-response nonce only.
  for (const [remote, part] of [
    ['header', (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log In' })],
    ['footer', (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })],
    ['search', (page: Page) => page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox')],
  ] as const)
    test(`the ${remote} remote's own page renders under the policy`, async ({ page, request }) => {
      const first = (await request.get(`${remoteOrigins[remote]}/`)).headers()['content-security-policy'];
      const second = (await request.get(`${remoteOrigins[remote]}/`)).headers()['content-security-policy'];
      expect(first).toMatch(/script-src [^;]*'nonce-[0-9a-f]{32}'/);
      expect(first).not.toBe(second);
      expect(
        (await request.get('http://localhost:3000/')).headers()['content-security-policy'],
      ).not.toContain('nonce-');

      const errors = watchPageErrors(page);
      const violations = await watchCspViolations(page);
      await page.goto(`${remoteOrigins[remote]}/`);
      await expect(part(page)).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(await violations()).toEqual([]);
      // Console errors are not checked: these pages ask their own origin for the API, which only the
      // host's answers (with the Node server too), so the parts log its 404s and render without data.
      expect(errors.uncaught).toEqual([]);
    });

  test('the header is the federated one, not the fallback', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.locator('header[data-fallback]')).toHaveCount(0);
  });
});
