import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeLedger } from './axe-ledger';

/*
 * The header's states for the accessibility matrix, opened one after another on one page and closed with
 * Escape. Everything is found by role, `data-track` or `aria-controls`, never by name: the right-to-left
 * run is in Arabic.
 */

const header = 'header';
const dialog = '[role="dialog"]';

/** The element a disclosure button controls, as an axe selector. */
async function controlled(button: Locator): Promise<string> {
  return `[id="${await button.getAttribute('aria-controls')}"]`;
}

/** Opens a disclosure from the keyboard (focus, then Enter unless focus alone opened it, as Download does). */
async function openByKeyboard(button: Locator): Promise<void> {
  await button.focus();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/**
 * The visible disclosure buttons of the bar, outside the main navigation unless `inNavigation`, each as a
 * locator by its `data-track` (a locator by position would move as panels add buttons of their own).
 */
async function visibleDisclosures(page: Page, inNavigation: boolean): Promise<Locator[]> {
  const tracks = await page
    .locator(`${header} button[aria-expanded][aria-controls][data-track]`)
    .evaluateAll(
      (buttons, wanted) =>
        buttons
          .filter((button) => (button.closest('nav') !== null) === wanted && button.checkVisibility())
          .map((button) => button.getAttribute('data-track') ?? ''),
      inNavigation,
    );
  return tracks.map((track) => page.locator(`${header} button[data-track="${track}"]`));
}

/** The bar with nothing open, and the announcement bar above it. */
export async function checkClosedHeader(page: Page, ledger: AxeLedger, state: string): Promise<void> {
  // Search is in the bar at every width: the real header is on screen.
  await expect(page.locator(`${header} [data-track="search"]`)).toBeVisible();
  const announcement = page.locator('[data-track="announcement-close"]');
  const selectors =
    (await announcement.count()) > 0 ? [header, 'section:has([data-track="announcement-close"])'] : [header];
  await ledger.check('Header', state, selectors);
}

/** Each navigation dropdown, and beside each item with one, its market panel (from 992 px). */
export async function checkNavigation(page: Page, ledger: AxeLedger): Promise<void> {
  const groups = await visibleDisclosures(page, true);
  for (const group of groups) {
    const name = (await group.getAttribute('data-track')) ?? 'nav';
    await openByKeyboard(group);
    const panel = await controlled(group);
    await expect(page.locator(`${panel} a`).first()).toBeVisible();
    await ledger.check('Navigation', name, panel);
    for (const item of await page.locator(`${panel} [data-market-item]`).all()) {
      await item.focus();
      const market = await item.getAttribute('data-market-item');
      await expect(page.locator(`${panel} [role="list"] a`).filter({ visible: true }).first()).toBeVisible();
      await ledger.check('Navigation', `${name} market panel ${market}`, panel);
    }
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  }
}

/** Each notification tab in turn; the page routes the last (Markets) to an empty list: "No data". */
async function checkNotificationTabs(page: Page, ledger: AxeLedger, panel: string): Promise<void> {
  const tabs = page.locator(`${panel} [role="tab"]`);
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    const empty = index === count - 1;
    // The empty tab offers "Go to settings" (the reminder settings page) under "No data".
    const content = empty ? '[role="tabpanel"] a[href$="/reminder/config"]' : '[role="tabpanel"] li';
    await expect(page.locator(`${panel} ${content}`).first()).toBeVisible();
    await ledger.check('Menus', `notifications tab ${index + 1}${empty ? ' (No data)' : ''}`, panel);
  }
}

/** Notifications, Download app, Settings, Funds, Orders and Account, and the Log out dialog from Account. */
export async function checkHeaderMenus(page: Page, ledger: AxeLedger): Promise<void> {
  const buttons = await visibleDisclosures(page, false);
  for (const button of buttons) {
    const track = (await button.getAttribute('data-track')) ?? 'menu';
    await openByKeyboard(button);
    const panel = await controlled(button);
    await expect(page.locator(`${panel} :is(a, button, input, [role="tab"])`).first()).toBeVisible();
    if (track === 'notifications') await checkNotificationTabs(page, ledger, panel);
    else await ledger.check('Menus', track, panel);
    if (track === 'account') {
      await page.locator(`${panel} [data-track="account:logout"]`).click();
      await expect(page.locator(dialog)).toBeVisible();
      await ledger.check('Dialogs', 'log out', dialog);
      await page.keyboard.press('Escape');
      await expect(page.locator(dialog)).toHaveCount(0);
    }
    await button.focus();
    if ((await button.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
}

/** Opens a dialog from the bar, runs `checks` in it, and closes it with Escape. */
async function inDialog(page: Page, track: string, checks: () => Promise<void>): Promise<void> {
  const button = page.locator(`${header} [data-track="${track}"]`);
  if (!(await button.isVisible())) return;
  await button.click();
  await expect(page.locator(dialog)).toBeVisible();
  await checks();
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
}

/** Each tab of the open dialog in turn. */
async function checkDialogTabs(page: Page, ledger: AxeLedger, name: string): Promise<void> {
  const tabs = page.locator(`${dialog} [role="tab"]`);
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(page.locator(`${dialog} [role="tabpanel"]:not([hidden])`)).toBeVisible();
    await ledger.check('Dialogs', `${name} tab ${index + 1}`, dialog);
  }
}

/** Search (empty and with results), Language and region, the phone settings sheet and the Menu drawer. */
export async function checkHeaderDialogs(page: Page, ledger: AxeLedger): Promise<void> {
  await inDialog(page, 'search', async () => {
    await expect(page.locator(`${dialog} [role="listbox"] [role="option"]`).first()).toBeVisible();
    await ledger.check('Dialogs', 'search (empty)', dialog);
    const field = page.locator(`${dialog} [role="combobox"]`).first();
    await field.fill('sol');
    await expect(page.locator(`${dialog} [role="option"]`).first()).toContainText(/sol/i);
    await ledger.check('Dialogs', 'search (results)', dialog);
    // The first Escape is the field's: it clears the text; the next one closes the dialog.
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
  });
  await inDialog(page, 'language-region', () => checkDialogTabs(page, ledger, 'language and region'));
  await inDialog(page, 'phone-settings', () => checkDialogTabs(page, ledger, 'phone settings'));
  await inDialog(page, 'menu', async () => {
    await ledger.check('Dialogs', 'menu drawer', dialog);
    const closedGroup = page.locator(`${dialog} button[aria-expanded="false"][data-track]`).first();
    if ((await closedGroup.count()) === 0) return;
    // By its own name: the first closed group is another button once this one opens.
    const group = page.locator(`${dialog} [data-track="${await closedGroup.getAttribute('data-track')}"]`);
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await ledger.check('Dialogs', 'menu drawer with a group open', dialog);
  });
}
