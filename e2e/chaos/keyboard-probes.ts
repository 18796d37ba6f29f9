import { expect, type Locator, type Page } from '@playwright/test';

/** What the keyboard reaches with Tab: enabled controls and positive tab indexes, on screen. */
const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(', ');

/** The first and last elements Tab reaches inside `container`, marked so a locator can find them. */
async function markTabbableEnds(container: Locator): Promise<void> {
  await container.evaluate((element, selector) => {
    const tabbable = [...element.querySelectorAll<HTMLElement>(selector)].filter(
      (candidate) => candidate.tabIndex >= 0 && candidate.checkVisibility({ visibilityProperty: true }),
    );
    for (const marked of element.querySelectorAll('[data-tab-end]')) marked.removeAttribute('data-tab-end');
    tabbable[0]?.setAttribute('data-tab-end', 'first');
    tabbable.at(-1)?.setAttribute('data-tab-end', 'last');
  }, tabbableSelector);
}

const describe = (element: Locator) => element.evaluate((found) => found.outerHTML.slice(0, 120));

/** The focused element, for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');

/**
 * The dialog pattern's focus trap: focus is inside the open dialog, Tab from its last control wraps to the
 * first, Shift+Tab from the first wraps to the last, and a round of Tabs never leaves it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const focusIsInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusIsInside, { message: 'focus moved into the dialog' }).toBe(true);

  await markTabbableEnds(dialog);
  const first = dialog.locator('[data-tab-end="first"]');
  const last = dialog.locator('[data-tab-end="last"]');

  await last.focus();
  await page.keyboard.press('Tab');
  await expect(
    first,
    `Tab from the last control (${await describe(last)}) wraps to the first, not to ${await focused(page)}`,
  ).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(
    last,
    `Shift+Tab from the first control wraps to the last, not to ${await focused(page)}`,
  ).toBeFocused();

  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(), `Tab ${press + 1} keeps focus in the dialog`).toBe(true);
  }
}

/**
 * The tabs pattern with automatic activation and roving tab index: only the selected tab is in the Tab
 * order; the arrow keys (`forward` and `back`, swapped right to left) move to the next and previous tab
 * and select it, wrapping; Home and End go to the first and last.
 */
export async function expectTabsOperable(
  page: Page,
  tablist: Locator,
  keys: { forward: string; back: string } = { forward: 'ArrowRight', back: 'ArrowLeft' },
): Promise<void> {
  const tabs = tablist.getByRole('tab');
  // The dialog's chunk may still be on its way when its opener was pressed: wait for the tabs, then count.
  await expect(tabs.nth(1), 'at least two tabs').toBeVisible();
  const count = await tabs.count();
  expect(count, 'at least two tabs').toBeGreaterThan(1);
  const expectChosen = async (index: number) => {
    await expect(tabs.nth(index)).toBeFocused();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    const tabIndexes = await tabs.evaluateAll((elements) =>
      elements.map((tab) => tab.getAttribute('tabindex')),
    );
    expect(
      tabIndexes.filter((tabIndex) => tabIndex !== '-1'),
      'one tab in the Tab order',
    ).toHaveLength(1);
    expect(tabIndexes[index], 'the selected tab is the one in the Tab order').not.toBe('-1');
  };

  await tablist.locator('[role="tab"][aria-selected="true"]').focus();
  await page.keyboard.press('Home');
  await expectChosen(0);
  await page.keyboard.press(keys.forward);
  await expectChosen(1);
  await page.keyboard.press(keys.back);
  await expectChosen(0);
  await page.keyboard.press(keys.back);
  await expectChosen(count - 1);
  await page.keyboard.press(keys.forward);
  await expectChosen(0);
  await page.keyboard.press('End');
  await expectChosen(count - 1);
}
