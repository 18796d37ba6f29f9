import { expect, test } from './test';
import {
  countReactRenderers,
  loadedSharedCopies,
  reactRendererCount,
  runtimeProvider,
  singletonPackages,
  watchScripts,
} from './federation-probes';
import { remoteOrigins, watchPageErrors } from './page-errors';

test.describe('given the plain page, which embeds the site chrome through /loader.js', () => {
  test('it shows the header, the announcement bar, the search and the footer, with no errors', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/plain.html');

    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('the parts share one React and one copy of every singleton, provided by the loader', async ({
    page,
    context,
  }) => {
    await countReactRenderers(context);
    await page.goto('/plain.html');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();

    expect(await reactRendererCount(page)).toBe(1);
    const copies = await loadedSharedCopies(page);
    for (const name of singletonPackages) {
      expect(copies[name], `${name} loaded copies`).toEqual([
        expect.stringMatching(/ from site_chrome_loader$/),
      ]);
    }
  });

  test('pressing the header\u2019s Theme button turns the footer dark: one store for all parts', async ({
    page,
  }) => {
    await page.goto('/plain.html');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Theme', exact: true }).click();

    await expect(footer).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#status')).toHaveText('Theme changed to dark inside the header.');
  });

  test('the page updates, unmounts and mounts parts again through the handles mount returned', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/plain.html');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Update: dark theme' }).click();
    await expect(header).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: 'Unmount header' }).click();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('#header-slot')).toBeEmpty();

    await page.getByRole('button', { name: 'Mount header', exact: true }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: 'Unmount footer' }).click();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mount footer', exact: true }).click();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('with the footer origin down, the footer shows its plain fallback and one error', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.route(`${remoteOrigins.footer}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/plain.html');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-fallback', 'footer');
    await expect(footer.getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-fallback', 'header');
    await page.getByRole('button', { name: 'Theme', exact: true }).click();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(errors.uncaught).toEqual([]);
    // Besides the browser's own note about the refused connection, one error from the site chrome.
    const chromeErrors = errors.consoleErrors.filter((text) => text.startsWith('[site-chrome]'));
    expect(chromeErrors).toHaveLength(1);
    expect(chromeErrors[0]).toMatch(/^\[site-chrome\] remote "footer\/mount" could not be loaded/);
  });

  test('with the header origin\u2019s remote down, the loader still shows the header and search fallbacks', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    // The loader itself loads; the header remote's manifest and the search origin do not.
    await page.route(`${remoteOrigins.header}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
    await page.route(`${remoteOrigins.search}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/plain.html');

    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fallback', 'header');
    await expect(header.getByRole('link', { name: 'Exchange home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?redirect_url=%2F',
    );
    await expect(page.getByRole('link', { name: 'Browse all markets' })).toHaveAttribute('href', '/price');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect(errors.uncaught).toEqual([]);
    // One error per failed remote: the header (which serves both header parts) and the search.
    const chromeErrors = errors.consoleErrors.filter((text) => text.startsWith('[site-chrome]'));
    expect(chromeErrors).toEqual([
      expect.stringMatching(/^\[site-chrome\] remote "header\/mount" could not be loaded/),
      expect.stringMatching(/^\[site-chrome\] remote "search\/mount" could not be loaded/),
    ]);
  });
});

test.describe('one federation runtime per page', () => {
  test('the demo page loads one runtime copy, from the host; remote entries are small', async ({ page }) => {
    const scripts = watchScripts(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    // The search remote is loaded when the reader reaches for Search.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).hover();
    // The hover first fetches the dialog's chunk, then the search entry: network idle can come between.
    await expect
      .poll(() => scripts.filter((script) => script.url.endsWith('/remoteEntry.js')).length)
      .toBe(3);
    await page.waitForLoadState('networkidle');

    expect(scripts.filter((script) => script.hasRuntimeCore).map((script) => script.url)).toEqual([
      'http://localhost:3000/main.js',
    ]);
    expect(await runtimeProvider(page)).toBe('host');
    const entries = scripts.filter((script) => script.url.endsWith('/remoteEntry.js'));
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(entry.bytes, entry.url).toBeLessThan(30_000);
    expect(warnings.filter((text) => text.includes('multiple module federation runtime'))).toEqual([]);
  });

  test('the plain page loads one runtime copy, from the loader', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/plain.html');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await page.waitForLoadState('networkidle');

    expect(scripts.filter((script) => script.hasRuntimeCore).map((script) => script.url)).toEqual([
      `${remoteOrigins.header}/loader.js`,
    ]);
    expect(await runtimeProvider(page)).toBe('site_chrome_loader');
    expect(scripts.filter((script) => script.url.endsWith('/remoteEntry.js'))).toHaveLength(3);
  });
});

test.describe('given each remote on its own origin', () => {
  test('the header\u2019s page mounts the header and the announcement bar through the loader', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${remoteOrigins.header}/?theme=dark`);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#root > div')).toHaveCount(2);
    expect(errors.uncaught).toEqual([]);
    // No exchange API answers on a remote's own origin (the API client reports its 404s as `[api]`, and
    // the bar has no announcement to show); the site chrome itself reports nothing.
    expect(errors.consoleErrors.filter((text) => text.startsWith('[site-chrome]'))).toEqual([]);
  });

  test('the footer\u2019s page renders the footer from its own origin', async ({ page }) => {
    const errors = watchPageErrors(page);
    const scripts = watchScripts(page);
    await page.goto(`${remoteOrigins.footer}/?lang=ar`);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('dir', 'rtl');
    // Polled: a script is recorded once its body has been read, which can come after the footer shows.
    await expect
      .poll(() => scripts.map((script) => script.url))
      .toContain(`${remoteOrigins.footer}/remoteEntry.js`);
    expect(errors.uncaught).toEqual([]);
    // As on the header's page: no exchange API here (common data's 404 is reported as `[api]`, and the
    // links keep the sub-site table's prefix); the site chrome itself reports nothing.
    expect(errors.consoleErrors.filter((text) => text.startsWith('[site-chrome]'))).toEqual([]);
  });

  test('the search\u2019s page renders the search from its own origin', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${remoteOrigins.search}/`);
    await expect(
      page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox', { name: 'Search' }),
    ).toBeVisible();
    expect(errors.uncaught).toEqual([]);
    // No exchange API on this origin (each market list's 404 is reported as `[api]`): the search shows no
    // results, and the site chrome itself reports nothing.
    expect(errors.consoleErrors.filter((text) => text.startsWith('[site-chrome]'))).toEqual([]);
  });
});
