import type { Page } from '@playwright/test';
import { expect, test } from '../test';
import { watchPageErrors } from '../page-errors';
import { expectFocusTrapped } from './keyboard-probes';

/*
 * Issue 13, item 9: the dialogs by the WAI-ARIA dialog pattern, from the keyboard alone. Focus moves in on
 * opening, Tab and Shift+Tab stay inside, Escape closes and focus goes back to what opened the dialog.
 * e2e/*.spec.ts already prove Escape and focus return for Language and region, the drawer and the footer's
 * download dialog; the trap is proved here for all of them.
 */

const header = (page: Page) => page.getByRole('banner');

test.describe('given the demo at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Search: focus goes to the field, Tab is trapped, Escape closes and returns focus to Search', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const opener = header(page).getByRole('button', { name: 'Search' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await expect(dialog.getByRole('listbox').first()).toBeVisible();
    await expectFocusTrapped(page, dialog);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors.consoleErrors).toEqual([]);
  });

  test('Language and region: Tab is trapped on either tab', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Language and region' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Language and region' });
    await expectFocusTrapped(page, dialog);

    await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
    await expect(dialog.getByRole('searchbox', { name: 'Search fiat' })).toBeVisible();
    await expectFocusTrapped(page, dialog);
  });

  test('Log out: opened from the Account menu, trapped, and Escape returns focus to Account', async ({
    page,
  }) => {
    await page.goto('/?login=1');
    const account = header(page).getByRole('button', { name: 'Account', exact: true });
    await account.focus();
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('button', { name: 'Log Out' });
    await logOut.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expectFocusTrapped(page, dialog);
    await expect(dialog.getByRole('button', { name: 'All devices' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The Log Out button went with the closed menu: focus goes back to the button that opened the menu.
    await expect(account).toBeFocused();
  });

  test("the footer's download dialog: opened with Enter, trapped", async ({ page }) => {
    await page.goto('/');
    const entry = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Site links' })
      .getByRole('link', { name: 'Download App' });
    await entry.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Download app' });
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(entry).toBeFocused();
  });
});

test.describe('given a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Menu drawer: focus moves in and Tab is trapped, with a group open too', async ({ page }) => {
    await page.goto('/');
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expectFocusTrapped(page, drawer);
    const earn = drawer.getByRole('button', { name: 'Earn' });
    await earn.focus();
    await page.keyboard.press('Enter');
    await expect(earn).toHaveAttribute('aria-expanded', 'true');
    await expectFocusTrapped(page, drawer);
  });

  test('the Settings sheet: trapped, and Escape returns focus to Settings', async ({ page }) => {
    await page.goto('/?login=1');
    const settings = header(page).getByRole('button', { name: 'Settings', exact: true });
    await settings.focus();
    await page.keyboard.press('Enter');

    const sheet = page.getByRole('dialog', { name: 'Settings' });
    await expectFocusTrapped(page, sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(settings).toBeFocused();
  });
});
