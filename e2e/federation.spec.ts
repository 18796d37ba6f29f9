import { expect, test } from './test';
import {
  countReactRenderers,
  loadedSharedCopies,
  reactRendererCount,
  singletonPackages,
} from './federation-probes';
import { remoteOrigins, watchPageErrors } from './page-errors';

test.describe('given the demo page with every remote up', () => {
  test('each exposed module renders, loaded from its own origin', async ({ page }) => {
    const errors = watchPageErrors(page);
    const scriptOrigins = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptOrigins.add(new URL(response.url()).origin);
    });

    await page.goto('/');

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();

    for (const origin of Object.values(remoteOrigins)) expect(scriptOrigins).toContain(origin);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('every singleton is loaded exactly once, and only one React renderer exists', async ({
    page,
    context,
  }) => {
    await countReactRenderers(context);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    const loaded = await loadedSharedCopies(page);
    for (const name of singletonPackages) {
      expect(loaded[name], `${name} loaded copies`).toHaveLength(1);
    }
    expect(await reactRendererCount(page)).toBe(1);
    console.log('Loaded singletons:', JSON.stringify(loaded));
  });

  test('pressing the header Theme button changes the footer at once, without reload', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-theme', 'light');
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { themeTestMarker: true }));

    await page.getByRole('button', { name: 'Theme' }).click();

    await expect(footer).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => 'themeTestMarker' in window)).toBe(true);
    // The host heard about it too: the choice is in the URL, so a reload keeps it.
    await expect(page).toHaveURL(/theme=dark/);
  });

  test('the URL contract drives language direction and login state', async ({ page }) => {
    await page.goto('/myaccount/myfunds?lang=ar&login=1');
    await expect(page.getByRole('banner')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  });
});
