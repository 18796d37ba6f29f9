import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins, watchPageErrors, type RemoteName } from './page-errors';

const fallbackChecks: Record<RemoteName, (page: Page) => Promise<void>> = {
  header: async (page) => {
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fallback', 'header');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
  footer: async (page) => {
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  },
  // The search is loaded when wanted: Search then opens the header's own market search.
  search: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('btc');
    await expect(dialog.getByRole('option').first()).toHaveAccessibleName(/^BTC\//);
    // The first Escape clears the field (the combobox pattern), the second closes the dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
};

for (const remote of Object.keys(remoteOrigins) as RemoteName[]) {
  test(`given the ${remote} origin refuses connections, the page works and shows its fallback`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.route(`${remoteOrigins[remote]}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/');

    await fallbackChecks[remote](page);
    // The rest of the page is untouched: the control panel still works.
    await page.getByLabel('Page theme').selectOption('dark');
    await expect(page).toHaveURL(/theme=dark/);
    expect(errors.uncaught).toEqual([]);
    // One failure, one error, however many of the remote's modules the page wanted.
    const remoteErrors = errors.consoleErrors.filter((text) => text.includes('[site-chrome] remote'));
    expect(remoteErrors).toHaveLength(1);
  });
}

test('a remote pointed at another build through the runtime map loads from there', async ({ page }) => {
  // An allowed origin (the demo allows the local remote ports), at a path that serves nothing: the
  // override is honoured, so the manifest is asked for there and the footer falls back.
  const preview = `${remoteOrigins.footer}/preview/mf-manifest.json`;
  const manifestRequest = page.waitForRequest(preview);
  await page.goto(`/?remote.footer=${encodeURIComponent(preview)}`);
  await manifestRequest;
  await expect(page.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
});

test('a remote whose manifest never answers shows its fallback at the slot deadline, and one error at the time-out', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.route(`${remoteOrigins.footer}/mf-manifest.json`, () => undefined); // never fulfilled
  await page.goto('/');
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
  // The slot's fallback deadline (2.5 s from when it started waiting), well before the 5 s time-out.
  await expect(page.getByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer', { timeout: 4_000 });
  expect(errors.consoleErrors).toEqual([]);
  // Loading went on until the manifest time-out, and only then failed, with one clear error.
  await expect
    .poll(() => errors.consoleErrors, { timeout: 5_000 })
    .toEqual([expect.stringMatching(/remote "footer\/Footer".*did not answer within 5000 ms/)]);
  expect(errors.uncaught).toEqual([]);
});
