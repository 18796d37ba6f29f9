import type { Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';
import { keepServerNodesOn, partOrigin, timeToReactOwned, warmServerPage } from './server-rendered-page';

/*
 * Issue 41, item 3: the chrome's parts do not wait for the page's own app. The demo's entry mounts each part
 * into its slot in its first task (host-demo/src/bootstrap.ts); the page's app (content, control panel,
 * fallbacks) is a chunk of its own (`demo-page.*.js`) whose slots adopt the parts already there. These tests
 * hold that chunk back: the header must hydrate (server page) or render (client-only page) without it, and
 * once it comes there is still one header, one React, and nothing said in the console.
 */

/** Holds the page's app chunk until the test releases it. */
async function holdPageApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/demo-page\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const header = (page: Page) => page.getByRole('banner');
const controlPanel = (page: Page) => page.getByRole('heading', { name: 'Demo controls' });

test.describe('given the page’s own app is slow to arrive', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('on the server page, the header hydrates the server’s markup and works without it; then the app adopts it', async ({
    page,
    request,
  }) => {
    await warmServerPage(request, '/?ssr=1');
    const errors = watchPageErrors(page);
    await keepServerNodesOn(page);
    const releaseApp = await holdPageApp(page);

    await page.goto('/?ssr=1', { waitUntil: 'domcontentloaded' });
    await timeToReactOwned(page, 'Header', 15_000);
    expect(await partOrigin(page, 'Header')).toBe('server markup kept');
    await expect(page.locator('#root')).toBeEmpty();
    const trade = header(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Trade' });
    await trade.hover();
    await expect(trade).toHaveAttribute('aria-expanded', 'true');

    releaseApp();
    await expect(controlPanel(page)).toBeVisible();
    await expect(header(page)).toHaveCount(1);
    expect(await partOrigin(page, 'Header')).toBe('server markup kept');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('on the client-only page, the header renders without it; then the app adopts it', async ({ page }) => {
    const errors = watchPageErrors(page);
    const releaseApp = await holdPageApp(page);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible({ timeout: 15_000 });
    await expect(header(page)).not.toHaveAttribute('data-fallback');
    await expect(page.locator('#root')).toBeEmpty();

    releaseApp();
    await expect(controlPanel(page)).toBeVisible();
    await expect(header(page)).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });
});
