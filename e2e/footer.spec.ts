import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './axe';
import { watchPageErrors } from './page-errors';

const footer = (page: Page) => page.getByRole('contentinfo');
const siteLinks = (page: Page) => footer(page).getByRole('navigation', { name: 'Site links' });

test.describe('the footer on the demo', () => {
  test('an EU footer links BTC_USDC, its legal pages and PDFs, and shows social icons from the footer origin', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const icon = page.waitForResponse((response) => /:3002\/assets\/x\.[0-9a-f]+\.svg$/.test(response.url()));
    await page.goto('/?site=eu');

    await expect(siteLinks(page).getByRole('link', { name: 'Spot Trading' })).toHaveAttribute(
      'href',
      /\/trade\/BTC_USDC$/,
    );
    await expect(siteLinks(page).getByRole('link', { name: 'Affiliate' })).toHaveAttribute(
      'href',
      /\/referral$/,
    );
    await expect(
      siteLinks(page).getByRole('link', { name: /MiCA Crypto-Asset White Paper/ }),
    ).toHaveAttribute('href', /\/docs\/mica-white-paper\.pdf$/);
    const social = footer(page).getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link', { name: 'Telegram' })).toBeVisible();
    expect((await icon).status()).toBe(200);
    await expect(footer(page)).toContainText('Malta Financial Services Authority');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('a Japanese trading page embeds the footer with BTC_JPY and no social links', async ({ page }) => {
    await page.goto('/trade/BTC_USDT?site=jp');

    await expect(siteLinks(page).getByRole('link', { name: 'Spot Trading' })).toHaveAttribute(
      'href',
      /\/trade\/BTC_JPY$/,
    );
    await expect(footer(page)).toContainText('Kanto Local Finance Bureau');
    await expect(footer(page).getByRole('list', { name: 'Social media' })).toHaveCount(0);
  });

  test('a compliance answer that lists nft hides the NFT link', async ({ page }) => {
    // The check carries the page's sub-site (`?sub_website_id=`): matched with its query.
    await page.route('**/api/web/v1/compliance/check?*', (route) =>
      route.fulfill({ json: { code: 0, data: { menu_list: ['nft'], business_list: [] } } }),
    );
    await page.goto('/');

    await expect(siteLinks(page).getByRole('link', { name: 'Spot Trading' })).toBeVisible();
    await expect(siteLinks(page).getByRole('link', { name: 'NFT', exact: true })).toHaveCount(0);
  });

  test('the Italy limit leaves the legal links and the copyright area', async ({ page }) => {
    await page.goto('/?italy=1');

    await expect(footer(page).getByRole('navigation', { name: 'Company and legal' })).toBeVisible();
    await expect(siteLinks(page)).toHaveCount(0);
    await expect(footer(page).getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await expect(footer(page)).toContainText('All rights reserved');
  });

  test('axe reports no violations, left-to-right and right-to-left', async ({ page }) => {
    await page.goto('/');
    await expect(siteLinks(page)).toBeVisible();
    expect(await axeViolations(page, 'footer')).toEqual([]);

    await page.goto('/?lang=ar');
    await expect(footer(page)).toHaveAttribute('dir', 'rtl');
    await expect(footer(page).getByRole('navigation', { name: 'روابط الموقع' })).toBeVisible();
    expect(await axeViolations(page, 'footer')).toEqual([]);
  });
});

test.describe('the footer area choices and the download entry', () => {
  test('a fiat chosen in the footer stores curr_fiat for a year and reloads the page in that currency', async ({
    page,
  }) => {
    await page.goto('/');
    const currency = footer(page).getByRole('combobox', { name: 'Currency' });
    await expect(currency.getByRole('option', { name: 'EUR (€)' })).toBeAttached();

    const reloaded = page.waitForEvent('framenavigated');
    await currency.selectOption('EUR');
    await reloaded;

    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'curr_fiat');
    // Secure only on an https page (the demo is http): e2e/chaos/requests.spec.ts checks both.
    expect(cookie).toMatchObject({ value: 'EUR', path: '/', sameSite: 'Lax', secure: false });
    const yearFromNow = Date.now() / 1000 + 31_536_000;
    expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);
    // The host renders the page in the stored currency, as a server would: the chrome follows.
    await expect(footer(page).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('region', { name: 'Aggregated search' })).toContainText('Prices in EUR');
  });

  test('a language chosen in the footer goes to the page in that language and sets the rise colour only once', async ({
    page,
  }) => {
    await page.goto('/trade/BTC_USDT');
    const riseColour = async () =>
      (await page.context().cookies()).find((entry) => entry.name === 'market_rise_color')?.value;
    expect(await riseColour()).toBeUndefined();

    await footer(page).getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await expect(page).toHaveURL(/\/zh\/trade\/BTC_USDT/);
    await expect(footer(page)).toHaveAttribute('lang', 'zh');
    expect(await riseColour()).toBe('risered');

    await footer(page).getByRole('combobox', { name: '语言' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/trade\/BTC_USDT/);
    await expect(footer(page)).toHaveAttribute('lang', 'de');
    expect(await riseColour()).toBe('risered');
  });

  test("a visitor's download entry opens the download dialog with a QR code; Escape returns to the entry", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const entry = siteLinks(page).getByRole('link', { name: 'Download App' });

    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Download app' });
    await expect(dialog.getByRole('img', { name: 'QR code of the download page' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'More download options' })).toHaveAttribute(
      'href',
      '/download?pos=footer',
    );
    await expect(page).toHaveURL(/\/$/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test("a signed-in user's download entry is a plain link", async ({ page }) => {
    await page.goto('/?login=1');
    await siteLinks(page).getByRole('link', { name: 'Download App' }).click();
    await expect(page).toHaveURL(/\/download\?pos=footer/);
  });
});

test.describe('the footer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is an accordion: closed headings that open by click and keyboard without moving', async ({
    page,
  }) => {
    await page.goto('/');
    const legal = siteLinks(page).getByRole('button', { name: 'Legal' });
    await expect(legal).toHaveAttribute('aria-expanded', 'false');
    await expect(siteLinks(page).getByRole('link', { name: 'User Agreement' })).toBeHidden();

    await legal.scrollIntoViewIfNeeded();
    const before = await legal.boundingBox();
    await legal.click();
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
    await expect(siteLinks(page).getByRole('link', { name: 'User Agreement' })).toBeVisible();
    expect(await legal.boundingBox()).toEqual(before);

    await legal.focus();
    await page.keyboard.press('Enter');
    await expect(legal).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, 'footer')).toEqual([]);
  });

  test('the language and currency choosers fit the height reserved for them before they load', async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/?lang=pt-br');
      // The choosers load as the reader nears the footer's end.
      await footer(page)
        .getByText(/Exchange Group Ltd/)
        .first()
        .scrollIntoViewIfNeeded();
      const language = footer(page).getByRole('combobox', { name: 'Idioma' });
      await expect(language).toBeVisible();
      const heights = await language.evaluate((select) => {
        let reserved = select.parentElement;
        while (reserved && getComputedStyle(reserved).minHeight !== '54px') reserved = reserved.parentElement;
        return {
          reserved: reserved?.getBoundingClientRect().height,
          choosers: select.closest('label')?.parentElement?.getBoundingClientRect(),
        };
      });
      expect(heights.reserved).toBe(54);
      expect(heights.choosers?.right).toBeLessThanOrEqual(width);
    }
  });
});
