import { expect, test } from './test';
import { remoteOrigins } from './page-errors';

/** `npm start` serves the build's brotli and gzip copies to browsers that accept them. */
test.describe('compressed delivery', () => {
  test('a real page load gets its scripts brotli-encoded', async ({ page }) => {
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      encodings.set(response.url(), (await response.headerValue('content-encoding')) ?? 'identity');
    });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    // The search origin is first asked for when the reader reaches for Search.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).hover();

    // Each script's own response, not `waitForLoadState('networkidle')`: the page reached network idle once
    // after loading, so that call returns at once and never waited for what the hover starts (the dialog's
    // chunk, then the search manifest, then the search entry); and the handler above records a response
    // only once its headers are read, asynchronously. Under nginx the entry often came a little late: 3 of
    // 20 runs failed on the search origin's entry.
    const scripts = [
      'http://localhost:3000/main.js',
      ...Object.values(remoteOrigins).map((origin) => `${origin}/remoteEntry.js`),
    ];
    for (const script of scripts)
      await expect.poll(() => encodings.get(script), { message: script }).toBe('br');
  });

  for (const [acceptEncoding, expected] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    test(`asked with Accept-Encoding: ${acceptEncoding}, the header's loader answers ${expected ?? 'uncompressed'}`, async ({
      request,
    }) => {
      const response = await request.get(`${remoteOrigins.header}/loader.js`, {
        headers: { 'Accept-Encoding': acceptEncoding },
      });

      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(expected);
      expect(response.headers()['vary']).toBe('Accept-Encoding');
      expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
      expect(await response.text()).toContain('site_chrome_loader');
    });
  }
});
