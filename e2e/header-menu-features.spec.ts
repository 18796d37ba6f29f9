import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';

// Issue 31: the menu feature flags, dynamic mode and the stored buy-crypto fiat, each seen on the demo.
const header = (page: Page) => page.getByRole('banner');
const mainNavigation = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const controls = (page: Page) => page.getByRole('region', { name: 'Demo controls' });

test.use({ viewport: { width: 1440, height: 900 } });

test('the control panel switches the "More" menu off and on, and the URL keeps it', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  const more = mainNavigation(page).getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();

  await controls(page)
    .getByRole('checkbox', { name: /moreMenu/ })
    .uncheck();

  await expect(more).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]moremenu=0/);
  await page.reload();
  await expect(mainNavigation(page).getByRole('button', { name: 'Earn' })).toBeVisible();
  await expect(more).toHaveCount(0);
  expect(errors.consoleErrors).toEqual([]);
});

test('out of dynamic mode the page asks for no compliance, common data or menu, and shows the stored menu', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainNavigation(page).getByRole('button', { name: 'Trade' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(compliance\/check|commonData|headerMenuListV2|menuConfig)$/.test(pathname)) asked.push(pathname);
  });

  await page.goto('/?dynamic=0');

  await expect(mainNavigation(page).getByRole('button', { name: 'Trade' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a fiat chosen in "Pay with" is the fiat of the next Buy Crypto link', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Language and region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and region' });
  await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
  await dialog.getByRole('button', { name: 'Pay with' }).click();

  await dialog.getByRole('list', { name: 'Buy crypto with' }).getByRole('link', { name: /^EUR/ }).click();
  await expect(page).toHaveURL(/\/crypto\/buy\?crypto=USDT&fiat=EUR$/);

  await mainNavigation(page).getByRole('button', { name: 'Buy Crypto' }).hover();
  await expect(mainNavigation(page).getByRole('link', { name: /^Quick Buy/ })).toHaveAttribute(
    'href',
    '/crypto/buy?crypto=USDT&fiat=EUR',
  );
});
