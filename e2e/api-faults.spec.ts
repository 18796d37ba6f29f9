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
    await expect(page.getByRole('searchbox')).toBeVisible();
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
