import { expect, test } from '@playwright/test';
import { watchPageErrors } from './page-errors';

test('a page without React mounts, updates and unmounts the header through its mount function', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/plain.html');

  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(header).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Update: dark theme' }).click();
  await expect(header).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Unmount header' }).click();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('#header-slot')).toBeEmpty();

  await page.getByRole('button', { name: 'Mount header', exact: true }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors.uncaught).toEqual([]);
});
