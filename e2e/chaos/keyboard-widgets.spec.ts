import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { expectTabsOperable } from './keyboard-probes';

/*
 * Issue 13, item 9: the disclosure navigation, tabs, the search combobox and the footer accordion by their
 * WAI-ARIA APG patterns, from the keyboard alone. What e2e/*.spec.ts already prove (Enter opens a
 * dropdown, Escape returns focus, Down and Enter in the search, Enter and Space on an accordion heading)
 * is not repeated: these cover Space, the Tab order, leaving, arrows, Home and End.
 */

const header = (page: Page) => page.getByRole('banner');
const mainNavigation = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.describe('given the demo at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a navigation dropdown: Space toggles it, Tab walks its links in order, and Tab past the last closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const earn = mainNavigation(page).getByRole('button', { name: 'Earn', exact: true });
    await earn.focus();
    await page.keyboard.press('Space');
    await expect(earn).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(earn).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');

    const panel = page.locator(`[id="${await earn.getAttribute('aria-controls')}"]`);
    const links = panel.getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(count - 2)).toBeFocused();
    await page.keyboard.press('Tab');

    await page.keyboard.press('Tab');
    await expect(earn).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // Focus goes on to the next thing in the bar, not back into the closed panel.
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  test('Notifications tabs: arrows, Home and End move and select, one tab stop', async ({ page }) => {
    await page.goto('/?login=1');
    const bell = header(page).getByRole('button', { name: 'Notifications' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
    await expectTabsOperable(page, panel.getByRole('tablist'));
    await expect(panel.getByRole('tabpanel')).toBeVisible();
  });

  test('Language and region tabs, left to right and right to left (the arrows swap)', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Language and region' }).press('Enter');
    await expectTabsOperable(page, page.getByRole('dialog').getByRole('tablist'));

    await page.goto('/?lang=ar');
    await header(page).locator('[data-track="language-region"]').press('Enter');
    await expectTabsOperable(page, page.getByRole('dialog').getByRole('tablist'), {
      forward: 'ArrowLeft',
      back: 'ArrowRight',
    });
  });

  test('search result tabs: arrows, Home and End from the tab row', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Search' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('btc');
    await expect(dialog.getByRole('tablist').getByRole('tab').nth(2)).toBeVisible();
    await expectTabsOperable(page, dialog.getByRole('tablist'));
  });

  test('the search combobox: Down and Up move the active option, focus stays in the field; Escape clears, then closes', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = header(page).getByRole('button', { name: 'Search' });
    await opener.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();
    await page.keyboard.type('eth');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    const optionIds = await options.evaluateAll((elements) => elements.map((option) => option.id));
    const active = () => field.getAttribute('aria-activedescendant');

    await page.keyboard.press('ArrowDown');
    const firstActive = optionIds.indexOf((await active()) ?? '');
    expect(firstActive).toBeGreaterThanOrEqual(0);
    await expect(options.nth(firstActive)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(optionIds[firstActive + 1]);
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(optionIds[firstActive]);
    await expect(field, 'focus stays in the field').toBeFocused();

    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('given the footer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('an accordion heading controls its links: closed, they are out of the Tab order; open, Tab reaches them', async ({
    page,
  }) => {
    await page.goto('/');
    const siteLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site links' });
    const legal = siteLinks.getByRole('button', { name: 'Legal' });
    const region = page.locator(`[id="${await legal.getAttribute('aria-controls')}"]`);
    await expect(region).toBeAttached();
    const firstLink = region.getByRole('link').first();
    const focusInRegion = () => region.evaluate((element) => element.contains(document.activeElement));

    await legal.focus();
    await page.keyboard.press('Tab');
    expect(await focusInRegion(), 'Tab from a closed heading skips its links').toBe(false);

    await legal.focus();
    await page.keyboard.press('Enter');
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
  });
});
