import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Every lazy part of the header a reader can open, found by `data-track` and `aria-controls` (never by
 * name), for the rolling-deploy scenario: each one fetches a chunk of the build the page loaded.
 */

const header = 'header';
const dialog = '[role="dialog"]';

async function panelOf(button: Locator): Promise<Locator> {
  return button.page().locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** The visible disclosure buttons of the bar, in the navigation or outside it, by their `data-track`. */
async function disclosures(page: Page, inNavigation: boolean): Promise<Locator[]> {
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

async function open(button: Locator): Promise<void> {
  await button.focus();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

async function close(page: Page, button: Locator): Promise<void> {
  await button.focus();
  if ((await button.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/** Each navigation dropdown, with the market panel of each of its items that has one. */
async function openNavigation(page: Page): Promise<number> {
  let opened = 0;
  for (const group of await disclosures(page, true)) {
    await open(group);
    const panel = await panelOf(group);
    await expect(panel.locator('a').first()).toBeVisible();
    opened += 1;
    for (const item of await panel.locator('[data-market-item]').all()) {
      await item.focus();
      await expect(panel.locator('[role="list"] a').filter({ visible: true }).first()).toBeVisible();
      opened += 1;
    }
    await close(page, group);
  }
  return opened;
}

/** Notifications, Download app, Settings, Funds, Orders, Account and the Log out dialog from it. */
async function openMenus(page: Page): Promise<number> {
  let opened = 0;
  for (const button of await disclosures(page, false)) {
    await open(button);
    const panel = await panelOf(button);
    await expect(panel.locator(':is(a, button, input, [role="tab"])').first()).toBeVisible();
    opened += 1;
    if ((await button.getAttribute('data-track')) === 'account') {
      await panel.locator('[data-track="account:logout"]').click();
      await expect(page.locator(dialog)).toBeVisible();
      opened += 1;
      await page.keyboard.press('Escape');
      await expect(page.locator(dialog)).toHaveCount(0);
    }
    await close(page, button);
  }
  return opened;
}

/** A dialog from the bar (search, language and region, the drawer), opened and closed. */
async function openDialog(page: Page, track: string): Promise<number> {
  const button = page.locator(`${header} [data-track="${track}"]`);
  if (!(await button.isVisible())) return 0;
  await button.click();
  await expect(page.locator(dialog)).toBeVisible();
  if (track === 'search') {
    await expect(page.locator(`${dialog} [role="option"]`).first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Escape');
  await expect(page.locator(dialog)).toHaveCount(0);
  return 1;
}

/**
 * Opens every lazy part of the header on a signed-in page: the dropdowns and their market panels, the
 * menus and the Log out dialog, Search and Language and region; then, below 992 px, the Menu drawer.
 * Each must show its content (a part whose chunk failed stays closed, and the wait fails). Returns how many.
 */
export async function openEveryLazyPanel(page: Page): Promise<number> {
  let opened = (await openNavigation(page)) + (await openMenus(page));
  opened += await openDialog(page, 'search');
  opened += await openDialog(page, 'language-region');
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 800, height: wide?.height ?? 720 });
  opened += await openDialog(page, 'menu');
  if (wide) await page.setViewportSize(wide);
  return opened;
}

/** The lazy parts one visit of the loop opens, in turn: each visit opens another. */
const onePanel: ReadonlyArray<(page: Page) => Promise<unknown>> = [
  (page) => openDialog(page, 'search'),
  async (page) => {
    const [first] = await disclosures(page, true);
    if (!first) throw new Error('the header shows no navigation dropdown');
    await open(first);
    await expect((await panelOf(first)).locator('a').first()).toBeVisible();
    await close(page, first);
  },
  (page) => openDialog(page, 'language-region'),
  async (page) => {
    const account = page.locator(`${header} button[data-track="account"]`);
    await open(account);
    await expect((await panelOf(account)).locator('a, button').first()).toBeVisible();
    await close(page, account);
  },
  async (page) => {
    const settings = page.locator(`${header} button[data-track="settings"]`);
    await open(settings);
    await expect((await panelOf(settings)).locator('input').first()).toBeVisible();
    await close(page, settings);
  },
];

/** Opens the `index`th lazy part of the loop's list (modulo its length). */
export function openOneLazyPanel(page: Page, index: number): Promise<unknown> {
  const open = onePanel[index % onePanel.length];
  if (!open) throw new Error('no lazy part to open');
  return open(page);
}
