import { expect, test, type Page } from '@playwright/test';
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
    await page.route('**/api/web/v1/compliance/check', (route) =>
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
});
