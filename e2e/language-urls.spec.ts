import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';

/*
 * Header spec section 2, "Language URLs: base path plus /{lang} (nothing added for en) plus the current
 * path", on the demo: English adds nothing on the Turkish and Japanese sites too, and the page it lands on
 * is in English (the demo reads the language from the path, docs/guides/demo.md).
 */
const header = (page: Page) => page.getByRole('banner');

test.use({ viewport: { width: 1440, height: 900 } });

for (const [site, start, dialogName, pair] of [
  ['tr', '/trade/BTC_TRY?site=tr&lang=tr', 'Dil ve bölge', 'BTC_TRY'],
  ['jp', '/trade/BTC_JPY?site=jp&lang=ja', '言語と地域', 'BTC_JPY'],
] as const) {
  test(`English on the ${site} site goes to /trade/${pair}, without /en, and reads English`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(start);
    await header(page).getByRole('button', { name: dialogName }).click();

    await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: 'English' }).click();

    await expect(page).toHaveURL(new RegExp(`^http://localhost:3000/trade/${pair}\\?site=${site}$`));
    await expect(header(page)).toHaveAttribute('lang', 'en');
    await expect(header(page).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(errors.consoleErrors).toEqual([]);
  });
}

test('Turkish on the Turkish site takes its segment, so the bare path stays English', async ({ page }) => {
  await page.goto('/trade/BTC_TRY?site=tr');
  await header(page).getByRole('button', { name: 'Language and region' }).click();

  await page
    .getByRole('dialog', { name: 'Language and region' })
    .getByRole('button', { name: 'Türkçe' })
    .click();

  await expect(page).toHaveURL(/\/tr\/trade\/BTC_TRY\?site=tr$/);
  await expect(header(page)).toHaveAttribute('lang', 'tr');
  await expect(header(page).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/tr/login');
});
