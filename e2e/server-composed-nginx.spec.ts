import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins, watchPageErrors } from './page-errors';
import { timeToReactOwned } from './server-rendered-page';

/**
 * host-demo/public/server-composed.html composed by nginx SSI (deploy/nginx/server-composed-page.conf; README
 * "Server-rendered embedding" > "nginx SSI"), with the fragment servers scripts/serve-nginx.ts starts. Run
 * with `SITE_CHROME_SERVER=nginx` (`.ci/run`'s nginx pass).
 */
test.skip(process.env.SITE_CHROME_SERVER !== 'nginx', 'serves through nginx only (SITE_CHROME_SERVER=nginx)');
// The last test pauses the header's fragment server: nothing else of this file may run beside it.
test.describe.configure({ mode: 'serial' });

const repositoryRoot = path.resolve(__dirname, '..');
/** What the page host's cache did per included fragment (log_format composed_fragment in deploy/nginx.conf). */
const composedFragmentLog = path.join(repositoryRoot, '.nginx', 'composed-fragments.log');
/** The fragment servers' process ids, written by scripts/serve-nginx.ts. */
const fragmentServerPids = path.join(repositoryRoot, '.nginx', 'fragment-servers.json');

const page = (query = '') => `/server-composed.html${query}`;
const banner = (on: Page) => on.getByRole('banner');
const mainNavigation = (on: Page) => banner(on).getByRole('navigation', { name: 'Main' });

/**
 * Has each remote origin render the page's fragments once (a cold render may take longer than the page's
 * 100 ms: that is the load test's cold figure, not this suite's subject), so the page is composed from warm
 * caches, as it is after its first visitor.
 */
async function warmFragments(request: APIRequestContext, query = ''): Promise<void> {
  for (const url of [
    `${remoteOrigins.header}/fragment/Header${query}`,
    `${remoteOrigins.header}/fragment/AnnouncementBar${query}`,
    `${remoteOrigins.footer}/fragment/Footer${query}`,
  ])
    expect((await request.get(url)).status(), url).toBe(200);
}

/** The page's HTML as it came, parsed by a browser that runs none of its scripts. */
async function parsedWithoutScript(browser: Browser, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const parsed = await context.newPage();
  await parsed.setContent(html);
  return { parsed, close: () => context.close() };
}

/** The page host's cache results for a fragment URL, oldest first. */
function composedCacheResults(fragmentUrl: string): string[] {
  return readFileSync(composedFragmentLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${fragmentUrl} `))
    .map((line) => line.split(' ').slice(1, 3).join(' '));
}

test.describe('given the page nginx composes with SSI from the fragment servers', () => {
  test('its first HTML response holds the header, the announcement bar and the footer', async ({
    request,
    browser,
  }) => {
    await warmFragments(request);

    const response = await request.get(page());
    expect(response.status()).toBe(200);
    const html = await response.text();
    const { parsed, close } = await parsedWithoutScript(browser, html);

    const header = parsed.locator('[data-chrome-slot="Header"] > [data-chrome-fragment="Header"]');
    await expect(header.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /\/login/);
    await expect(parsed.locator('[data-chrome-slot="Footer"] [data-chrome-fragment="Footer"]')).toHaveCount(
      1,
    );
    await expect(parsed.locator('[data-chrome-slot="AnnouncementBar"] > [data-chrome-fragment]')).toHaveCount(
      1,
    );
    // No SSI directive and no error text of nginx's is left in the page.
    expect(html).not.toContain('<!--#');
    expect(html).not.toMatch(/error occurred while processing/i);
    await close();
  });

  test('in Chromium the header hydrates the server markup with no errors, and a dropdown opens', async ({
    page: tab,
    request,
  }) => {
    await warmFragments(request);
    const errors = watchPageErrors(tab);
    // /loader.js waits until the server's <header> node is marked: the same node after hydration means the
    // part took over the server's markup rather than drawing its own.
    let releaseLoader = () => undefined as void;
    const loaderHeld = new Promise<void>((resolve) => (releaseLoader = resolve));
    await tab.route(`${remoteOrigins.header}/loader.js`, async (route) => {
      await loaderHeld;
      await route.continue();
    });

    await tab.goto(page(), { waitUntil: 'domcontentloaded' });
    await tab.evaluate(() => {
      const header = document.querySelector('[data-chrome-slot="Header"] header');
      if (!header) throw new Error('no server-rendered <header> in the Header slot');
      (header as HTMLElement & { serverNode?: boolean }).serverNode = true;
    });
    releaseLoader();

    // A pointer resting on the server's markup before hydration opens nothing (React replays clicks, not
    // hovers): the reader moves it once the header is React's, as this test does.
    await timeToReactOwned(tab, 'Header', 10_000);
    const trade = mainNavigation(tab).getByRole('button', { name: 'Trade' });
    await trade.hover();
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    expect(
      await tab.evaluate(
        () =>
          (document.querySelector('[data-chrome-slot="Header"] header') as { serverNode?: boolean } | null)
            ?.serverNode,
      ),
      'the <header> on the page is the one the server sent (hydrated, not drawn again)',
    ).toBe(true);
    await expect(tab.getByRole('contentinfo')).toBeVisible();
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('the second load is a cache HIT on the page host; a personal fragment is never cached', async ({
    request,
  }) => {
    await warmFragments(request, '?theme=dark');

    for (let load = 0; load < 2; load += 1)
      expect((await request.get(page('?theme=dark'))).status()).toBe(200);

    expect(composedCacheResults('/chrome-fragment/header/Header?theme=dark').at(-1)).toBe('200 HIT');
    // The remote origin's own cache says what it did in a header.
    const origin = `${remoteOrigins.header}/fragment/Header?theme=dark`;
    expect((await request.get(origin)).headers()['x-cache-status']).toBe('HIT');
    // `user` names the reader: `private, no-store` from the fragment server, so no cache keeps it.
    const personal = `${remoteOrigins.header}/fragment/Header?user=${encodeURIComponent('{"uid":"42","nickname":"Whale"}')}`;
    for (let load = 0; load < 2; load += 1) {
      const answer = await request.get(personal);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers()['x-cache-status']).toBe('MISS');
    }
  });

  test('a bad value in the page query never reaches the page: the slot stays empty and the browser renders the part', async ({
    page: tab,
    request,
    browser,
  }) => {
    const hostile = '?site=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&theme=%22dark';
    const html = await (await request.get(page(hostile))).text();

    expect(html).not.toMatch(/<img src=x|onerror=alert/);
    expect(html).toContain('content="site=!&amp;theme=!"');
    // Nothing of the fragment servers' 400 answer (text naming the parameter) is in the slots.
    const { parsed, close } = await parsedWithoutScript(browser, html);
    const slots = await parsed
      .locator('[data-chrome-slot]')
      .evaluateAll((elements) => elements.map((slot) => slot.innerHTML.trim()));
    expect(slots).toEqual(['', '', '']);
    await close();

    const errors = watchPageErrors(tab);
    await tab.goto(page(hostile));
    await expect(mainNavigation(tab)).toBeVisible();
    expect(errors.uncaught).toEqual([]);
    // The part says once which props it could not use (and renders with their defaults).
    expect(errors.consoleErrors.length).toBeGreaterThan(0);
    for (const message of errors.consoleErrors) expect(message).toMatch(/invalid props.*\n.*(site|theme):/s);
  });

  test('with the header fragment server stopped, the page renders and the header is usable within 4 s', async ({
    page: tab,
    request,
  }) => {
    await warmFragments(request);
    const { header: pid } = JSON.parse(readFileSync(fragmentServerPids, 'utf8')) as { header: number };
    // Paused, it accepts connections and answers none: the harder case (a refused connection fails at once).
    process.kill(pid, 'SIGSTOP');
    try {
      const errors = watchPageErrors(tab);
      // Cached: the page host's copy (fresh, or stale while the server is away).
      await tab.goto(page(), { waitUntil: 'commit' });
      // Hovered once React has the header (a hover on the server's markup before that opens nothing).
      await timeToReactOwned(tab, 'Header', 4_000);
      const trade = mainNavigation(tab).getByRole('button', { name: 'Trade' });
      await trade.hover({ timeout: 4_000 });
      await expect(trade).toHaveAttribute('aria-expanded', 'true', { timeout: 4_000 });

      // Never rendered: the slot is empty after the page's 100 ms and the browser renders the header.
      const response = await request.get(page('?site=au'));
      expect(await response.text()).not.toContain('data-chrome-fragment="Header"');
      await tab.goto(page('?site=au'), { waitUntil: 'commit' });
      await timeToReactOwned(tab, 'Header', 4_000);
      const firstMenu = mainNavigation(tab).getByRole('button').first();
      await firstMenu.hover({ timeout: 4_000 });
      await expect(firstMenu).toHaveAttribute('aria-expanded', 'true', { timeout: 4_000 });
      expect(errors.uncaught).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });
});
