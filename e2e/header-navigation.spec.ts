import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { watchPageErrors } from './page-errors';

const header = (page: Page) => page.getByRole('banner');
const mainNavigation = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** axe on the header alone, with every WCAG 2.x A/AA rule. */
async function headerViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`);
}

test.describe('given the demo page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a dropdown opens on hover, shows its items with badges, and closes when the pointer leaves', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const trade = mainNavigation(page).getByRole('button', { name: 'Trade' });

    await trade.hover();

    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    const alpha = mainNavigation(page).getByRole('link', { name: /Alpha/ });
    await expect(alpha).toBeVisible();
    await expect(alpha).toContainText('HOT');

    await page.mouse.move(700, 600);
    await expect(trade).toHaveAttribute('aria-expanded', 'false');
    await expect(alpha).toBeHidden();
    expect(errors.consoleErrors).toEqual([]);
  });

  test('the keyboard opens a dropdown with Enter, and Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const earn = mainNavigation(page).getByRole('button', { name: 'Earn' });

    await earn.focus();
    await page.keyboard.press('Enter');
    await expect(earn).toHaveAttribute('aria-expanded', 'true');
    // The dropdown's items come with its chunk, on first interest: a reader tabs into what they see.
    const simpleEarn = mainNavigation(page).getByRole('link', { name: /Simple Earn/ });
    await expect(simpleEarn).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(simpleEarn).toBeFocused();

    await page.keyboard.press('Escape');

    await expect(earn).toHaveAttribute('aria-expanded', 'false');
    await expect(earn).toBeFocused();
  });

  for (const [name, query] of [
    ['light', '/'],
    ['dark', '/?theme=dark'],
  ] as const) {
    test(`axe finds no violation in the ${name} header with a dropdown open`, async ({ page }) => {
      await page.goto(query);
      const more = mainNavigation(page).getByRole('button', { name: 'More' });
      await more.click();
      await expect(mainNavigation(page).getByRole('group', { name: 'Rewards' })).toBeVisible();

      expect(await headerViolations(page)).toEqual([]);
    });
  }

  test('the dropdown contents are not part of the first render: their chunk loads on first interest', async ({
    page,
  }) => {
    const dropdownChunks: string[] = [];
    page.on('request', (request) => {
      if (/header-dropdown\.[0-9a-f]+\.js$/.test(request.url())) dropdownChunks.push(request.url());
    });
    await page.goto('/');
    await expect(mainNavigation(page).getByRole('button', { name: 'Trade' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dropdownChunks).toEqual([]);

    await mainNavigation(page).getByRole('button', { name: 'Trade' }).hover();

    await expect(mainNavigation(page).getByRole('link', { name: /Alpha/ })).toBeVisible();
    expect(dropdownChunks).toHaveLength(1);
  });
});

test.describe('given a variant or sub-site', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the testnet header offers Demo trading and Back to live, and no Sign Up', async ({ page }) => {
    await page.goto('/?testnet=1');

    await expect(header(page).getByRole('link', { name: 'Demo trading' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Back to live' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/account-authorize?callback=%2Ftestnet_authorize%2Fcallback',
    );
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('a logged-in user on the main site gets Deposit, and the phone variant takes it away', async ({
    page,
  }) => {
    await page.goto('/?login=1&tier=2');
    await expect(header(page).getByRole('link', { name: 'Deposit' })).toBeVisible();

    await page.goto('/?login=1&phone=1');
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  });

  test('the EU home page asks about cookies once; Accept is remembered across visits', async ({ page }) => {
    await page.goto('/?site=eu');
    const banner = page.getByRole('region', { name: 'Cookie policy' });
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(mainNavigation(page).getByRole('button', { name: 'Earn' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('every header click reaches the host’s onTrack: the demo shows the last one', async ({ page }) => {
    await page.goto('/');
    const lastClick = page.getByRole('status', { name: 'Last tracked click' });
    await expect(lastClick).toContainText('none yet');

    await header(page).getByRole('button', { name: 'Theme' }).click();
    await expect(lastClick).toContainText('header · theme (button)');

    await mainNavigation(page).getByRole('button', { name: 'Trade' }).click();
    await expect(lastClick).toContainText('header · nav:trade (button)');
  });

  test('the US sub-site has no Futures or Launch menu', async ({ page }) => {
    await page.goto('/?site=us');

    await expect(mainNavigation(page).getByRole('button', { name: 'Earn' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('button', { name: 'Futures' })).toHaveCount(0);
    await expect(mainNavigation(page).getByRole('button', { name: 'Launch' })).toHaveCount(0);
  });
});

test.describe('given a bar too narrow for the menu (1100 px)', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('scroll arrows appear on the side with more to see and step through the bar', async ({ page }) => {
    await page.goto('/?login=1');
    const forward = mainNavigation(page).getByRole('button', { name: 'Scroll the navigation forward' });
    const back = mainNavigation(page).getByRole('button', { name: 'Scroll the navigation back' });
    await expect(forward).toBeVisible();
    await expect(back).toHaveCount(0);

    await forward.click();

    await expect(back).toBeVisible();
    // Nothing in the header spills out of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a dropdown opened from a scrolled bar still hangs below its button, inside the window', async ({
    page,
  }) => {
    await page.goto('/?login=1');
    const more = mainNavigation(page).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');

    const panel = mainNavigation(page).getByRole('group', { name: 'Rewards' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1100);
  });
});

test.describe('given a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bar fits, and Menu opens the drawer with the phone navigation', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await menu.click();

    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Earn' }).click();
    await expect(drawer.getByRole('link', { name: 'Simple Earn' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    expect(errors.consoleErrors).toEqual([]);
  });

  test('axe finds no violation with the drawer open', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('right to left, the drawer comes from the left edge', async ({ page }) => {
    await page.goto('/?lang=ar');
    // The Menu button by its tracking id: its name is in Arabic here.
    await header(page).locator('button[data-track="menu"]').click();

    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('dir', 'rtl');
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
  });
});

// docs/decisions/breakpoints.md: the spec's 414 and 1520 px, and the 480 px the bar itself needs.
test.describe('given the bar at 480 px and below', () => {
  for (const [width, loginShown] of [
    [480, true],
    [479, false],
    [414, false],
  ] as const) {
    test(`at ${width} px Log In is ${loginShown ? 'in the bar' : 'left to the drawer'}, and the bar fits`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
      const logIn = header(page).getByRole('link', { name: 'Log In' });
      if (loginShown) await expect(logIn).toBeVisible();
      else await expect(logIn).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('given the large-phone breakpoint (414 px)', () => {
  for (const [width, columns] of [
    [414, 2],
    [413, 1],
  ] as const) {
    test(`at ${width} px the pay-with list is ${columns === 2 ? 'beside' : 'under'} the fiats`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await header(page).getByRole('button', { name: 'Settings' }).click();
      const payWith = page.getByRole('dialog').getByRole('button', { name: 'Pay with' });
      await expect(payWith).toBeAttached();
      // The exchange-rate layout holds the fiats and, beside or under them, the pay-with column.
      const layoutColumns = await payWith.evaluate(
        (button) =>
          getComputedStyle(button.parentElement!.parentElement!).gridTemplateColumns.split(' ').length,
      );
      expect(layoutColumns).toBe(columns);
    });
  }
});

test.describe('given the wide-desktop breakpoint (1520 px)', () => {
  for (const [width, labelShown] of [
    [1520, true],
    [1519, false],
  ] as const) {
    test(`at ${width} px the Search button ${labelShown ? 'shows' : 'hides'} its name`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const search = header(page).getByRole('button', { name: 'Search' });
      await expect(search).toBeVisible();
      const label = search.getByText('Search');
      if (labelShown) await expect(label).toBeVisible();
      else await expect(label).toBeHidden();
    });
  }
});
