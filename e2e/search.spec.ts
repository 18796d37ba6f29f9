import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './axe';
import { remoteOrigins, watchPageErrors } from './page-errors';

const header = (page: Page) => page.getByRole('banner');
const searchButton = (page: Page) => header(page).getByRole('button', { name: 'Search' });
const fromSearchOrigin = (url: string) => url.startsWith(`${remoteOrigins.search}/`);

/** Every request the page makes to the search origin, from now on. */
function watchSearchOrigin(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (fromSearchOrigin(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('Search in the header', () => {
  test('loads remoteEntry.js from port 3003 only when wanted, and "eth" shows ETH markets first', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const searchRequests = watchSearchOrigin(page);
    await page.goto('/');
    await expect(searchButton(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    const entry = page.waitForResponse(
      (response) => response.url() === `${remoteOrigins.search}/remoteEntry.js`,
    );
    await searchButton(page).hover();
    expect((await entry).status()).toBe(200);
    await searchButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();
    await page.keyboard.type('eth');
    const results = dialog.getByRole('listbox', { name: 'Search results' });
    const first = results.getByRole('group', { name: 'Spot' }).getByRole('option').first();
    await expect(first).toHaveAccessibleName(/^ETH\//);
    await expect(first.locator('mark').first()).toHaveText(/eth/i);
    await expect(
      results.getByRole('group', { name: 'Futures' }).getByRole('option').first(),
    ).toHaveAccessibleName(/^ETH/);

    // Keyboard: Down moves the active option, Enter follows it, on the same origin with the page's prefix.
    await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    const href = await dialog.locator(`[id="${active}"]`).getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('every market kind can be searched, in Arabic too, with the language prefix on its links', async ({
    page,
  }) => {
    await page.goto('/?lang=ar');
    await searchButton(page)
      .or(header(page).getByRole('button', { name: 'بحث' }))
      .click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('combobox');
    await expect(field).toBeFocused();
    await field.fill('btc');

    const tabs = dialog.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveCount(8);
    const options = dialog.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveAttribute('href', /^\/ar\/trade\/BTC_/);
    await expect(dialog.locator('[dir="rtl"]').first()).toBeVisible();
  });

  test('with port 3003 refusing connections, the header search still finds BTC/USDT', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.route(`${remoteOrigins.search}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await searchButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();
    await page.keyboard.type('btc/usdt'.replace('/', '_'));
    await expect(dialog.getByRole('option', { name: /^BTC\/USDT/ }).first()).toHaveAttribute(
      'href',
      '/trade/BTC_USDT',
    );
    expect(errors.uncaught).toEqual([]);
    // The browser reports the refused request itself; the page adds exactly one error of its own.
    const ours = errors.consoleErrors.filter((message) => !message.startsWith('Failed to load resource'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain('search/AggregatedSearch');
  });

  test('device_type=app loads nothing from port 3003 and still searches', async ({ page }) => {
    const errors = watchPageErrors(page);
    const searchRequests = watchSearchOrigin(page);
    await page.goto('/?device_type=app');
    await searchButton(page).hover();
    await searchButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('eth');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^ETH\//);
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('axe reports no violations with the dialog open, before and after typing', async ({ page }) => {
    await page.goto('/?theme=dark');
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('listbox', { name: 'Hot searches' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByRole('combobox', { name: 'Search' }).fill('sol');
    await expect(dialog.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
