import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import { cacheFormatVersion } from '@site-chrome/runtime/testing';
import { judgeRenderedUrl, storedCopies } from '@site-chrome/dev/testing/hostile';
import { watchPageErrors } from '../page-errors';
import { recordFigure } from './figures';

/*
 * The demo page with the browser's storage and cookies broken before any script runs (init scripts), one
 * page load per situation: the chrome must render and work, with 0 uncaught errors.
 */

type Breakage = (context: BrowserContext, page: Page) => Promise<void>;

/** Sandboxed frames and some privacy settings: merely reading `localStorage` throws. */
const blockStorage: Breakage = async (_context, page) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  });
};

/** A full quota: reads work, every write throws. */
const fillStorage: Breakage = async (_context, page) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
};

/** Cookies disabled for the site: none sent, `document.cookie` empty and writes ignored. */
const disableCookies: Breakage = async (context, page) => {
  await context.clearCookies();
  await context.route('**/*', async (route) => {
    const headers = { ...route.request().headers() };
    delete headers.cookie;
    await route.continue({ headers });
  });
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => undefined,
    });
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { configurable: true, get: () => false });
  });
};

const storedMenu = storedCopies.find((copy) => copy.name === 'header_menu_v2');
if (!storedMenu) throw new Error('no stored header menu');
const storedMenuKey = storedMenu.persister.storageKeyFor(storedMenu.queryKey);

/** Every storage entry and cookie the chrome reads, holding junk; the stored menu holds a hostile copy. */
const corruptEverything: Breakage = async (context, page) => {
  const hostileMenu = JSON.stringify({
    buster: cacheFormatVersion,
    queryHash: storedMenuKey.slice(storedMenu.name.length + 1),
    queryKey: storedMenu.queryKey,
    state: {
      data: [
        null,
        7,
        { title: 'Stored item', jump_url: '/stored', light_icon: '//evil.example/i.png' },
        { title: 'Evil item', jump_url: 'javascript:alert(1)' },
      ],
      dataUpdatedAt: Date.now(),
    },
  });
  await page.addInitScript(
    ({ menuKey, menu }) => {
      if (sessionStorage.getItem('corrupted') !== null) return;
      sessionStorage.setItem('corrupted', '1');
      localStorage.setItem(menuKey, menu);
      localStorage.setItem('global-notice', '{"broken');
      localStorage.setItem('aggregated-search:recent', '[null, 5, {"__proto__": {"polluted": 1}}, "btc"]');
      localStorage.setItem('cookie_policy_accepted_at', '99999999999999999999');
    },
    { menuKey: storedMenuKey, menu: hostileMenu },
  );
  const url = 'http://localhost:3000';
  await context.addCookies([
    { name: 'market_rise_color', value: 'risered%00', url },
    { name: 'change_reftime', value: '%E0%A4%A', url },
    { name: 'curr_fiat', value: '%3Cscript%3E', url },
    { name: 'csrftoken', value: '%00%0A', url },
    { name: 'mock_fault', value: 'explode', url },
  ]);
};

const situations: Array<[string, Breakage, string]> = [
  ['storage blocked (SecurityError)', blockStorage, 'nothing remembered; dismissals last the page view'],
  ['storage full (QuotaExceededError)', fillStorage, 'copies not written, warned once per key'],
  ['cookies disabled', disableCookies, 'visitor view; settings apply to the page only'],
  [
    'every storage entry and cookie corrupted',
    corruptEverything,
    'stored menu shown, junk items dropped, unsafe links blanked',
  ],
];

/** href and src values on the page the oracle calls unsafe. */
async function unsafeUrls(page: Page): Promise<string[]> {
  // The chrome's own markup, not the demo page's head (its favicon is an empty data: URL).
  const values = await page.$$eval('body [href], body [src]', (elements) =>
    elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
  );
  return values.filter((value) => !judgeRenderedUrl(value, page.url()).safe);
}

for (const [situation, breakBrowser, note] of situations) {
  test(`with ${situation}, the chrome renders and works`, async ({ context, page }, testInfo) => {
    const errors = watchPageErrors(page);
    let warnings = 0;
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings += 1;
    });

    await breakBrowser(context, page);

    await page.goto('/');

    const header = page.getByRole('banner');
    const navigation = header.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toBeVisible();
    await expect(header).not.toHaveAttribute('data-fallback', 'header');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    if (breakBrowser === corruptEverything) {
      // The stored menu was read back through the menu rules: junk items gone, unsafe links blanked.
      await expect(navigation.getByRole('link', { name: 'Stored item' })).toHaveAttribute('href', '/stored');
      await expect(navigation.getByRole('link', { name: 'Evil item' })).toHaveCount(0);
    } else {
      await expect(navigation.getByRole('link', { name: 'Web3' })).toBeVisible();
    }

    const announcement = page.getByRole('region', { name: 'Announcement' });
    await announcement.getByRole('button', { name: 'Close announcement' }).click();
    await expect(announcement).toHaveCount(0);

    await header.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
    await search.fill('btc');
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('option').first()).toBeVisible();
    // The first Escape clears the field (the combobox pattern), the second closes the dialog.
    await page.keyboard.press('Escape');
    await expect(search).toHaveValue('');
    await page.keyboard.press('Escape');

    await header.getByRole('button', { name: 'Theme' }).click();
    await expect(header).toHaveAttribute('data-theme', 'dark');

    expect(await unsafeUrls(page)).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    recordFigure(testInfo, {
      group: 'Hostile input',
      scenario: situation,
      errorsLogged: errors.consoleErrors.length,
      uncaughtErrors: errors.uncaught.length,
      note: `${note}; ${warnings} console warnings`,
    });
  });
}
