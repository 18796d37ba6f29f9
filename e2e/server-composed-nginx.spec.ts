import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { remoteOrigins, watchPageErrors } from './page-errors';
import { timeToReactOwned } from './server-rendered-page';

/**
 * host-demo/public/server-composed.html composed by nginx SSI (deploy/nginx/server-composed-page.conf;
 * docs/guides/server-rendered.md, "nginx SSI"), with the fragment servers scripts/serve-nginx.ts starts. Run
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
/** The tag of the test that pauses the header's fragment servers: `.ci/run` runs it alone. */
const pausesFragmentServers = '@pauses-fragment-servers';

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

/**
 * The menu opens under a resting pointer within 4 s. React owns the header's node from the first moment of
 * hydration, before its handlers are committed, so a pointer that arrived in that moment is moved off and
 * back, as a reader would, until the menu answers.
 */
async function expectOpensOnHover(on: Page, trigger: Locator): Promise<void> {
  await expect(async () => {
    await on.mouse.move(0, 0);
    await trigger.hover({ timeout: 1_000 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 4_000 });
}

/** The compliance answer in the Header fragment's hydration data of a composed page. */
function headerComplianceAnswer(html: string): unknown {
  const json = /<script type="application\/json" data-chrome-fragment-data="Header">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error('no Header fragment with hydration data in the page');
  const data = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const query = data.queries.queries.find(({ queryKey }) => queryKey.includes('compliance'));
  if (query === undefined) throw new Error('no compliance answer in the Header fragment');
  return query.state.data;
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

  test('/loader.js starts from the head’s preload, and that one download is the script the page runs', async ({
    page: tab,
    request,
  }) => {
    await warmFragments(request);
    const loaderUrl = `${remoteOrigins.header}/loader.js`;
    const loaderRequests: string[] = [];
    tab.on('request', (sent) => {
      if (sent.url() === loaderUrl) loaderRequests.push(sent.url());
    });

    await tab.goto(page(), { waitUntil: 'domcontentloaded' });
    // The same URL and CORS mode server-composed.js asks with, or the browser would fetch it twice.
    expect(
      await tab.evaluate(() => {
        const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="script"]');
        return link && { href: link.href, crossOrigin: link.crossOrigin };
      }),
    ).toEqual({ href: loaderUrl, crossOrigin: 'anonymous' });
    await timeToReactOwned(tab, 'Header', 10_000);
    expect(loaderRequests).toHaveLength(1);
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
    // The bar's lazy code hydrates the server's bar: one bar, the server's node, able to close.
    const bar = tab.getByRole('region', { name: 'Announcement' });
    await expect(bar.getByRole('button', { name: 'Close announcement' })).toBeVisible();
    await expect.poll(() => bar.count()).toBe(1);
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toHaveCount(0);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('its answer names the loader in a Link preload, which the page’s script then takes: one request', async ({
    page: tab,
    request,
  }) => {
    await warmFragments(request);
    const response = await request.get(page());
    const links = response.headers()['link'] ?? '';
    expect(links).toContain(
      `<${remoteOrigins.header}/loader.js>; rel=preload; as=script; crossorigin=anonymous`,
    );
    expect(links).toContain(`<${remoteOrigins.footer}>; rel=preconnect; crossorigin=anonymous`);
    // Only the page: a script or a fragment of the origins names nothing.
    expect((await request.get(`${remoteOrigins.header}/loader.js`)).headers()['link']).toBeUndefined();

    const loaderRequests: string[] = [];
    tab.on('request', (sent) => {
      if (sent.url() === `${remoteOrigins.header}/loader.js`) loaderRequests.push(sent.url());
    });
    const errors = watchPageErrors(tab);
    await tab.goto(page());
    await timeToReactOwned(tab, 'Header', 10_000);
    // The preload, reused by the script element (same URL, same CORS mode): a second fetch would mean the
    // header's preload was wasted, and Chromium warns about an unused preload.
    expect(loaderRequests).toHaveLength(1);
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

  test('the page query is mapped to the canonical one: a spelling or a bad value never becomes a render of its own', async ({
    page: tab,
    request,
  }) => {
    // Another case is the same page state, written in the encoder's spelling.
    const spelled = await (await request.get(page('?site=EU&language=DE&theme=Dark'))).text();
    expect(spelled).toContain('content="site=eu&amp;language=de&amp;theme=dark"');

    // A site by id, an escape, markup or a value outside the tables is dropped: the default page state.
    const hostile = '?site=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&language=%64e&theme=%22dark';
    for (const query of [hostile, '?site=106', '?language=klingon&theme=sepia']) {
      const html = await (await request.get(page(query))).text();
      expect(html).not.toMatch(/<img src=x|onerror=alert|klingon|sepia/);
      expect(html, query).toContain('content=""');
    }
    expect(composedCacheResults('/chrome-fragment/header/Header?site=106')).toEqual([]);

    const errors = watchPageErrors(tab);
    await warmFragments(request);
    await tab.goto(page(hostile));
    await timeToReactOwned(tab, 'Header', 10_000);
    await expect(mainNavigation(tab)).toBeVisible();
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('two visitors from two countries, through the one nginx cache, each get their own header menu', async ({
    browser,
    request,
  }) => {
    const visitors = [
      { country: 'US', hidden: 'launchpad', shown: 'referral_bonus' },
      { country: 'DE', hidden: 'referral_bonus', shown: 'launchpad' },
    ];
    for (const { country } of visitors) await warmFragments(request, `?country=${country}`);

    for (const { country, hidden, shown } of visitors) {
      // Twice: the second is the page host's copy, of this visitor's own URL.
      for (let load = 0; load < 2; load += 1)
        expect((await request.get(page(), { headers: { 'X-Visitor-Country': country } })).status()).toBe(200);
      const fragmentUrl = `/chrome-fragment/header/Header?country=${country}`;
      expect(composedCacheResults(fragmentUrl).at(-1), fragmentUrl).toBe('200 HIT');
      const origin = await request.get(`${remoteOrigins.header}/fragment/Header?country=${country}`);
      expect(origin.headers()['x-cache-status']).toBe('HIT');

      const html = await (await request.get(page(), { headers: { 'X-Visitor-Country': country } })).text();
      // The country is the fragments' key, never a prop of the page's script.
      expect(html).toContain('content=""');
      const compliance = JSON.stringify(headerComplianceAnswer(html));
      expect(compliance, `${country}'s compliance answer`).toContain(`"${hidden}"`);
      expect(compliance, `${country}'s compliance answer`).not.toContain(`"${shown}"`);
    }

    // In Chromium, each visitor's Launch menu is the server's answer for their country.
    for (const { country, hidden } of visitors) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Only the page's own request says where the visitor is (as a CDN's edge would set it).
      await tab.route(`**${page()}`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-visitor-country': country } }),
      );
      await tab.goto(page());
      await timeToReactOwned(tab, 'Header', 10_000);
      const launch = mainNavigation(tab).getByRole('button', { name: 'Launch' });
      await launch.hover();
      await expect(launch).toHaveAttribute('aria-expanded', 'true');
      await expect(banner(tab).getByRole('link', { name: /CandyDrop/ })).toBeVisible();
      await expect(banner(tab).getByRole('link', { name: /Launchpad/ })).toHaveCount(
        hidden === 'launchpad' ? 0 : 1,
      );
      await context.close();
    }
  });

  test('a visitor header that is not two letters names no country', async ({ request }) => {
    for (const header of ['USA', 'u', '<script>', 'XX', '']) {
      const html = await (
        await request.get(page('?theme=dark'), { headers: { 'X-Visitor-Country': header } })
      ).text();
      expect(html).not.toContain('country=');
    }
    await request.get(page('?theme=dark'), { headers: { 'X-Visitor-Country': 'de' } });
    expect(
      composedCacheResults('/chrome-fragment/header/Header?theme=dark&country=DE').length,
    ).toBeGreaterThan(0);
  });

  // It pauses the header's fragment servers that every other nginx test uses: `.ci/run` runs it on its own
  // (by this tag), after the rest, so no test beside it meets a header server that does not answer.
  test(
    'with the header fragment server stopped, the page renders and the header is usable within 4 s',
    {
      tag: pausesFragmentServers,
    },
    async ({ page: tab, request }) => {
      await warmFragments(request);
      // Both header processes (serve-nginx.ts runs two): with one left, nginx would take the next one.
      const { header: pids } = JSON.parse(readFileSync(fragmentServerPids, 'utf8')) as { header: number[] };
      // Paused, they accept connections and answer none: the harder case (a refused connection fails at once).
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        const errors = watchPageErrors(tab);
        // Cached: the page host's copy (fresh, or stale while the server is away).
        await tab.goto(page(), { waitUntil: 'commit' });
        await timeToReactOwned(tab, 'Header', 4_000);
        await expectOpensOnHover(tab, mainNavigation(tab).getByRole('button', { name: 'Trade' }));

        // Never rendered: the slot is empty after the page's 100 ms and the browser renders the header.
        const response = await request.get(page('?site=au'));
        expect(await response.text()).not.toContain('data-chrome-fragment="Header"');
        await tab.goto(page('?site=au'), { waitUntil: 'commit' });
        await timeToReactOwned(tab, 'Header', 4_000);
        await expectOpensOnHover(tab, mainNavigation(tab).getByRole('button').first());
        expect(errors.uncaught).toEqual([]);
        expect(errors.consoleErrors).toEqual([]);
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
    },
  );
});
