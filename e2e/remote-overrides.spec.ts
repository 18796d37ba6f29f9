import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';

const foreignOrigin = 'https://evil.example';

/** Records every request the page makes to the foreign origin, and answers none of them. */
async function watchForeignRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === foreignOrigin) requested.push(request.url());
  });
  await page.route(`${foreignOrigin}/**`, (route) => route.abort('connectionrefused'));
  return requested;
}

test.describe('given the demo page', () => {
  test('a URL parameter pointing the footer at a foreign origin is refused, and the default footer loads', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const foreignRequests = await watchForeignRequests(page);

    await page.goto(`/?remote.footer=${encodeURIComponent(`${foreignOrigin}/footer/mf-manifest.json`)}`);

    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer).not.toHaveAttribute('data-fallback', 'footer');
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toHaveLength(1);
    expect(errors.consoleErrors[0]).toContain(
      `[site-chrome] remote map: refused override for "footer": origin ${foreignOrigin} is not on this page's allowlist`,
    );
  });

  test('a page global pointing the header at a foreign origin is refused the same way', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page);
    const foreignRequests = await watchForeignRequests(page);
    await context.addInitScript((origin) => {
      window.__SITE_CHROME_REMOTES__ = { header: `${origin}/header/mf-manifest.json` };
    }, foreignOrigin);

    await page.goto('/');

    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(errors.consoleErrors).toEqual([
      expect.stringContaining(`refused override for "header": origin ${foreignOrigin} is not`),
    ]);
  });

  test('a user name dressed as the local header origin is refused', async ({ page }) => {
    const errors = watchPageErrors(page);
    const foreignRequests = await watchForeignRequests(page);
    const disguised = 'https://localhost:3001@evil.example/header/mf-manifest.json';

    await page.goto(`/?remote.header=${encodeURIComponent(disguised)}`);

    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(errors.consoleErrors).toEqual([
      expect.stringContaining(`refused override for "header": origin ${foreignOrigin} is not`),
    ]);
  });
});

test.describe('given the plain page and its loader', () => {
  test('a URL parameter pointing the search at a foreign origin is refused, and the default search loads', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const foreignRequests = await watchForeignRequests(page);

    await page.goto(`/plain.html?remote.search=${encodeURIComponent(`${foreignOrigin}/mf-manifest.json`)}`);

    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([
      expect.stringContaining(`refused override for "search": origin ${foreignOrigin} is not`),
    ]);
  });
});
