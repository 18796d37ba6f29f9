import { expect, test } from '@playwright/test';
import { watchPageErrors } from './page-errors';

for (const fault of ['error', 'malformed', 'empty', 'slow'] as const) {
  test(`with the mock API answering "${fault}", every surface stays usable`, async ({ page, context }) => {
    const errors = watchPageErrors(page);
    await context.addCookies([{ name: 'mock_fault', value: fault, url: 'http://localhost:3000' }]);

    await page.goto('/');

    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Escape');
    // No announcement can be read from a broken API; the bar gives its space back (after the 4 s time-out when slow).
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0, { timeout: 8_000 });
    expect(errors.uncaught).toEqual([]);
  });
}

test('the demo control panel switches the mock API fault for the session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await page.getByLabel('Mock API fault').selectOption('error');
  await expect(page.getByLabel('Mock API fault')).toHaveValue('error');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await page.getByLabel('Mock API fault').selectOption('none');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
});

// Every endpoint the page calls, whatever the feature issues add: counted by path, so one endpoint asked
// twice with other parameters is caught too.
for (const [visitor, query] of [
  ['a visitor', ''],
  ['a signed-in user', '?login=1'],
] as const) {
  test(`for ${visitor}, the first load calls each API endpoint once, with header, footer and search all mounted`, async ({
    page,
  }) => {
    const calls = new Map<string, string[]>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === 'http://localhost:3000' && /^\/(api|apiw|apiweb)\//.test(url.pathname)) {
        calls.set(url.pathname, [...(calls.get(url.pathname) ?? []), url.search]);
      }
    });
    await page.goto(`/${query}`);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web3' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The calls the page makes today; the check below covers whatever is added.
    expect([...calls.keys()]).toEqual(
      expect.arrayContaining(['/api/web/v1/site/headerMenuListV2', '/api/web/v1/site/fullsiteBulletin']),
    );
    for (const [endpoint, searches] of calls) expect(searches, endpoint).toHaveLength(1);
  });
}

for (const fault of ['error', 'malformed'] as const) {
  test(`with the API answering "${fault}" after an earlier visit, the navigation comes from the cache`, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const web3 = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web3' });
    await expect(web3).toBeVisible();

    await context.addCookies([{ name: 'mock_fault', value: fault, url: 'http://localhost:3000' }]);
    await page.reload();

    await expect(web3).toBeVisible();
  });
}
