import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './axe';
import { watchPageErrors } from './page-errors';

// The bar, whatever the page language (the navigation landmark's name is translated).
const navigation = (page: Page) => page.getByRole('banner');
const marketCalls =
  /\/apiw\/v2\/(market\/(spots|futures|alphas)|common\/tabs|pilot\/markets|options\/underlying|delivery\/|pre-market\/)/;

/** Hovers a dropdown button, then one of its items: the pointer path a reader takes. */
async function hoverItem(page: Page, group: string, item: RegExp) {
  await navigation(page).getByRole('button', { name: group, exact: true }).hover();
  await navigation(page).getByRole('link', { name: item }).hover();
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('the market panels at 10,000 spot markets', () => {
  test('Trade → Spot shows a virtual list of the demo volume, fetched on first hover, with working links', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (marketCalls.test(request.url())) calls.push(new URL(request.url()).pathname);
    });
    await page.goto('/?markets=10000');
    await expect(navigation(page).getByRole('button', { name: 'Trade', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);

    await hoverItem(page, 'Trade', /^Spot/);
    const list = page.getByRole('list', { name: 'Spot' });
    await expect(list.getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute('href', '/trade/BTC_USDT');
    expect(calls.sort()).toEqual(['/apiw/v2/common/tabs', '/apiw/v2/market/spots']);
    const setSize = Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThan(7_000);
    expect(await list.locator('*').count()).toBeLessThanOrEqual(150);
    await expect(list).toHaveCSS('height', '530px');

    // Scrolled 450 px or more, "View All" appears; at the bottom the last markets are drawn.
    await expect(page.getByRole('link', { name: 'View All' })).toHaveCount(0);
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/price');
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', String(setSize));
    expect(await list.locator('*').count()).toBeLessThanOrEqual(150);

    const row = list.getByRole('link').last();
    const href = await row.getAttribute('href');
    expect(href).toMatch(/^\/trade\/[A-Z0-9]+_USDT$/);
    await row.click();
    await expect(page).toHaveURL(`http://localhost:3000${href}`);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('from the keyboard: Tab from Spot into its list, arrows and End, Enter opens, Escape closes', async ({
    page,
  }) => {
    await page.goto('/?markets=10000');
    const trade = navigation(page).getByRole('button', { name: 'Trade', exact: true });
    await trade.focus();
    await page.keyboard.press('Enter');
    // The panel's chunk was asked for on focus; on a busy machine it may come after a quick Tab would.
    const spot = navigation(page).getByRole('link', { name: /^Spot/ });
    await expect(spot).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(spot).toBeFocused();
    const list = page.getByRole('list', { name: 'Spot' });
    await expect(list.getByRole('link').first()).toBeVisible();

    // The panel's category chooser, its search box, then the sub-tabs, then one stop in the list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Spot' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'USDT', exact: true })).toBeFocused();
    // Row by position: new listings (opening later today on the demo's clock) come first.
    const row = (position: number | string) => list.locator(`[aria-posinset="${position}"] a`);
    await page.keyboard.press('Tab');
    await expect(row(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(row(2)).toBeFocused();
    await page.keyboard.press('End');
    const setSize = await list.getByRole('listitem').first().getAttribute('aria-setsize');
    await expect(row(setSize ?? '')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trade).toBeFocused();
    await expect(trade).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press('Tab');
    await expect(row(1)).toBeFocused();
    const href = await row(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`http://localhost:3000${href}`);
  });

  test('lists and markets kept hidden are out of the focus order: Tab reaches the shown list only', async ({
    page,
  }) => {
    await page.goto('/?markets=10000');
    await hoverItem(page, 'Trade', /^Spot/);
    const list = page.getByRole('list', { name: 'Spot' });
    await expect(list.getByRole('link').first()).toBeVisible();
    // USDT's list stays in the page, before USDC's, hidden behind its tab.
    await page.getByRole('tab', { name: 'USDC', exact: true }).click();
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /_USDC$/);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /_USDC$/);

    // Another market shown beside the items (focus on its item shows it): Spot's panel stays in the page,
    // hidden, and Tab from the item goes into the Pilot panel: its search box, then its list.
    await navigation(page)
      .getByRole('link', { name: /^Pilot/ })
      .focus();
    await expect(page.getByRole('list', { name: 'Pilot' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Spot' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search Pilot' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/pilot\//);
  });

  test('futures poll nothing until shown; delivery is fetched only on its tab', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (marketCalls.test(request.url())) calls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await hoverItem(page, 'Futures', /^USDT-M Futures/);
    const list = page.getByRole('list', { name: 'Futures' });
    await expect(list.getByRole('link', { name: /^BTC\/USDT/ })).toHaveAttribute(
      'href',
      '/futures/USDT/BTC_USDT',
    );
    expect(calls.filter((path) => path.includes('delivery'))).toEqual([]);

    await page.getByRole('tab', { name: 'Delivery' }).click();
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/futures-delivery\/USDT\//);
    expect(calls.filter((path) => path.includes('delivery'))).toHaveLength(1);
  });
});

test.describe('the Alpha list', () => {
  test('searches by pair or address and sorts Hot and New', async ({ page }) => {
    await page.goto('/');
    await hoverItem(page, 'Trade', /^Alpha/);
    const list = page.getByRole('list', { name: 'Alpha' });
    await expect(list.getByRole('link').first()).toBeVisible();
    // 49 px rows.
    await expect(list.getByRole('listitem').first()).toHaveCSS('height', '49px');

    const hotFirst = await list.getByRole('link').first().getAttribute('href');
    await page.getByRole('tab', { name: 'New' }).click();
    await expect(list.getByRole('link').first()).not.toHaveAttribute('href', hotFirst ?? '');

    const search = page.getByRole('searchbox', { name: 'Search Alpha tokens' });
    await search.fill('MOON1');
    for (const name of await list.getByRole('link').allInnerTexts()) expect(name).toMatch(/MOON1/i);
    await search.fill('[(*');
    // The Hot list, kept behind its tab, is out of the accessibility tree: only the New list's message counts.
    await expect(page.getByRole('status').filter({ hasText: 'No data' })).toBeVisible();

    const meme = page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Meme' });
    await search.fill('');
    await meme.click();
    await expect(meme).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('accessibility with a market panel open', () => {
  // The mock API writes the menu and the market tab titles in the page language (Trade is التداول and
  // Spot فوري in Arabic), and so the lists' names; Alpha is a name every language keeps.
  for (const [name, query, trade, spot, spotList] of [
    ['light', '/?markets=10000', 'Trade', /^Spot/, 'Spot'],
    ['dark', '/?theme=dark', 'Trade', /^Spot/, 'Spot'],
    ['right-to-left', '/?lang=ar', 'التداول', /^فوري/, 'فوري'],
  ] as const) {
    test(`axe finds no violation, ${name}`, async ({ page }) => {
      await page.goto(query);
      await hoverItem(page, trade, spot);
      await expect(page.getByRole('list', { name: spotList }).getByRole('link').first()).toBeVisible();
      expect(await axeViolations(page, 'header')).toEqual([]);

      await hoverItem(page, trade, /^Alpha/);
      await expect(page.getByRole('list', { name: 'Alpha' }).getByRole('link').first()).toBeVisible();
      expect(await axeViolations(page, 'header')).toEqual([]);
    });
  }
});
