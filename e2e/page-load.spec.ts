import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins, watchPageErrors } from './page-errors';

const remoteOriginList = Object.values(remoteOrigins);
const fromRemoteOrigin = (url: string) => remoteOriginList.some((origin) => url.startsWith(`${origin}/`));

/** Every request the page makes, in order. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Browser warnings about preloads nobody used: each one is a wasted download. */
function watchUnusedPreloads(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test.describe('the federated page starts its remotes with the page (issue 12)', () => {
  test('each manifest, entry and first-render chunk of the header and footer is fetched once, and every preload is used', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const requests = watchRequests(page);
    const unusedPreloads = watchUnusedPreloads(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The first script is the small preload script, before the main one.
    const scripts = requests.filter((url) => url.endsWith('.js'));
    expect(scripts[0]).toBe('http://localhost:3000/preload.js');

    for (const origin of [remoteOrigins.header, remoteOrigins.footer]) {
      const fromOrigin = requests.filter((url) => url.startsWith(`${origin}/`));
      expect(fromOrigin.filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(1);
      expect(fromOrigin.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
      expect(new Set(fromOrigin).size).toBe(fromOrigin.length);
    }
    // Chromium says so about three seconds after load; wait past it.
    await page.waitForTimeout(4_000);
    expect(unusedPreloads).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('a remote pointed at another build is left to the runtime map, which checks the override first', async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.goto(`/?remote.footer=${encodeURIComponent('http://localhost:3002/mf-manifest.json')}`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => href.startsWith(`${remoteOrigins.header}/`))).toBe(true);
    expect(preloaded.filter((href) => href.startsWith(`${remoteOrigins.footer}/`))).toEqual([]);
    expect(requests.filter((url) => url === `${remoteOrigins.footer}/mf-manifest.json`)).toHaveLength(1);
  });
});

test.describe('/bundled.html: the same page with the chrome imported at build time', () => {
  test('shows the header, the announcement bar and the footer without loading anything from a remote origin', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const requests = watchRequests(page);
    await page.goto('/bundled.html');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Images the footer shows come from its assets; scripts, manifests and entries never do.
    expect(requests.filter((url) => fromRemoteOrigin(url) && /\.(js|json)$/.test(url))).toEqual([]);
    expect(
      requests.filter((url) => url.includes('/mf-manifest.json') || url.endsWith('/remoteEntry.js')),
    ).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('its Search opens the aggregated search from the page\u2019s own bundle', async ({ page }) => {
    const errors = watchPageErrors(page);
    const requests = watchRequests(page);
    await page.goto('/bundled.html');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('eth');
    await expect(
      dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toHaveAccessibleName(/^ETH/);
    expect(requests.filter((url) => url.startsWith(`${remoteOrigins.search}/`))).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });
});
