import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';

const header = (page: Page) => page.getByRole('banner');
const mainNavigation = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.describe('the second navigation row', () => {
  test('at 1440 px a trade page shows its section, the current page marked; the home page has none', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/trade/BTC_USDT');
    const row = header(page).getByRole('navigation', { name: 'Trade' });
    await expect(row.getByRole('link', { name: 'Spot' })).toHaveAttribute('aria-current', 'page');
    await expect(row.getByRole('link', { name: 'Convert' })).toBeVisible();

    await page.goto('/');
    await expect(mainNavigation(page).getByRole('button', { name: 'Trade' })).toBeVisible();
    await expect(header(page).getByRole('navigation', { name: 'Trade' })).toHaveCount(0);
  });

  test('below 992 px it is hidden, and its chunk is never fetched', async ({ page }) => {
    const rowChunks: string[] = [];
    page.on('request', (request) => {
      if (/header-section-row\.[0-9a-f]+\.js$/.test(request.url())) rowChunks.push(request.url());
    });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/trade/BTC_USDT');
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expect(header(page).getByRole('navigation', { name: 'Trade' })).toHaveCount(0);
    expect(rowChunks).toEqual([]);
  });
});

test.describe('the chat-room item', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens the chat panel instead of navigating, loaded on first use; Escape closes it', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const chatChunks: string[] = [];
    page.on('request', (request) => {
      if (/header-chat-room\.[0-9a-f]+\.js$/.test(request.url())) chatChunks.push(request.url());
    });
    await page.goto('/');
    const chatRoom = mainNavigation(page).getByRole('button', { name: 'Chat Room' });
    await expect(chatRoom).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chatChunks).toEqual([]);

    await chatRoom.click();

    const panel = page.getByRole('dialog', { name: 'Chat Room' });
    await expect(panel.getByText('English community · 1284 online')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Recent messages' }).getByRole('listitem')).toHaveCount(5);
    await expect(panel.getByRole('link', { name: 'Log In to chat' })).toHaveAttribute('href', '/login');
    expect(page.url()).toMatch(/\/$/);
    expect(chatChunks.length).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chatRoom).toBeFocused();
    expect(errors.consoleErrors).toEqual([]);
  });

  for (const [name, query] of [
    ['light', '/'],
    ['dark', '/?theme=dark&lang=ar'],
  ] as const) {
    test(`axe finds no violation with the chat panel open (${name})`, async ({ page }) => {
      await page.goto(query);
      await header(page).locator('[data-track="nav:chat_room"]').click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('list')).toBeVisible();

      const results = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

test.describe('the regional redirect', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('with the host opted in, a visitor from Turkey on the global spot page lands on the Turkish one', async ({
    page,
  }) => {
    await page.goto('/trade/BTC_USDT?country=TR&redirect=1');

    await expect(page.getByRole('status', { name: 'Last regional redirect' })).toContainText(
      'main → tr at /trade/BTC_TRY',
    );
    await expect(page).toHaveURL(/\/trade\/BTC_TRY\?.*site=tr/);
    // English adds no language segment on the Turkish site either (header spec section 2).
    await expect(
      header(page).getByRole('navigation', { name: 'Trade' }).getByRole('link', { name: 'Spot' }),
    ).toHaveAttribute('href', '/trade/BTC_TRY');
  });

  test('without the opt-in, the same visitor stays on the global site', async ({ page }) => {
    await page.goto('/trade/BTC_USDT?country=TR');
    await expect(mainNavigation(page).getByRole('button', { name: 'Trade' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expect(page).toHaveURL(/\/trade\/BTC_USDT/);
    await expect(page.getByRole('status', { name: 'Last regional redirect' })).toContainText('none yet');
  });
});
