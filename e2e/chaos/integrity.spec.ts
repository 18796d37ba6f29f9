import type { Page, Route } from '@playwright/test';
import { expect, test } from '../test';
import { remoteOrigins } from '../page-errors';
import { chromeTimes, recordChromeTimesOn } from './chrome-probe';
import { recordFigure } from './figures';
import { remotesUnderTest, type RemoteUnderTest } from './remote-faults';
import { expectFallback, expectPageUsable, expectReal, openSearch } from './remote-on-page';
import { fallbackWithinMs, playScenario, timeToFallback } from './remote-scenario';
import { watchScenario } from './scenario-watch';

/**
 * Subresource Integrity (issue 13): every script a remote serves is listed with its sha384 in the remote's
 * mf-manifest.json, and the page loads each one with it. A file changed after the build (a compromised CDN,
 * a cache serving someone else's bytes) is blocked by the browser: the remote shows its fallback, the page
 * logs one error that says why, and the changed code never runs.
 */

const group = 'CSP and integrity';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entryOf = (origin: string) => `${origin}/remoteEntry.js`;

/** The real file, same URL and status, with one statement more: what a tampered CDN copy looks like. */
async function serveTampered(route: Route): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response, body: `${await response.text()}\n;window.__tamperedCodeRan = true;` });
}

interface Tampering {
  name: string;
  file: (remote: RemoteUnderTest) => RegExp;
  /** What the one logged error says. */
  error: RegExp;
}

const tamperings: readonly Tampering[] = [
  {
    name: 'remoteEntry.js tampered',
    file: (remote) => new RegExp(`^${escape(entryOf(remote.origin))}$`),
    error:
      /remoteEntry\.js failed its integrity check \(it does not match the sha384 hash in its manifest\) and was blocked/,
  },
  {
    name: 'first-render chunk tampered',
    file: (remote) => remote.firstRenderChunk,
    error:
      /__federation_expose_\w+\.[0-9a-f]+\.js failed its integrity check .* \(Loading chunk \S+ failed\.\)/,
  },
];

const tamperedCodeRan = (page: Page) =>
  page.evaluate(() => (window as { __tamperedCodeRan?: boolean }).__tamperedCodeRan === true);

for (const remote of remotesUnderTest) {
  for (const tampering of tamperings) {
    test(`${remote.name}, ${tampering.name}: blocked, its fallback within 4 s, one error that says why`, async ({
      page,
    }, testInfo) => {
      await recordChromeTimesOn(page);
      const watch = watchScenario(page, tampering.file(remote));
      await page.route(tampering.file(remote), serveTampered);

      const start = await playScenario(page, remote, {});
      const fallbackMs = await timeToFallback(page, remote, start);

      expect(fallbackMs).toBeLessThan(fallbackWithinMs);
      await expectFallback(page, remote.name);
      await expect.poll(() => watch.pageErrors.length).toBeGreaterThan(0);
      await expect(page.locator('[data-remote-status="loading"], [data-remote-status="late"]')).toHaveCount(
        0,
      );
      await expectPageUsable(page, remote.name);
      expect(await tamperedCodeRan(page)).toBe(false);
      expect(watch.uncaught).toEqual([]);
      expect(watch.pageErrors).toEqual([expect.stringMatching(/^\[site-chrome\] /)]);
      expect(watch.pageErrors[0]).toContain(remote.id);
      expect(watch.pageErrors[0]).toMatch(tampering.error);
      const blockedLines = watch.networkErrors.filter((line) => line.includes("'integrity' attribute"));
      expect(blockedLines.length).toBeGreaterThan(0);

      recordFigure(testInfo, {
        group,
        scenario: `${remote.name}: ${tampering.name}`,
        timeToFallbackMs: fallbackMs,
        requests: watch.requests.length,
        errorsLogged: watch.pageErrors.length,
        uncaughtErrors: watch.uncaught.length,
        note: `blocked by Chromium (${blockedLines.length} browser integrity line(s)); the changed code never ran`,
      });
    });
  }
}

for (const tampering of tamperings) {
  test(`plain page, header ${tampering.name}: blocked, the loader's plain fallback within 4 s, one error`, async ({
    page,
  }, testInfo) => {
    const header = remotesUnderTest.find((remote) => remote.name === 'header') as RemoteUnderTest;
    await recordChromeTimesOn(page);
    const watch = watchScenario(page, tampering.file(header));
    await page.route(tampering.file(header), serveTampered);

    await page.goto('/plain.html');
    const fallback = page.getByRole('banner').and(page.locator('[data-fallback="header"]'));
    await expect(fallback).toBeVisible({ timeout: fallbackWithinMs });
    const fallbackMs = (await chromeTimes(page)).headerFallback as number;
    expect(fallbackMs).toBeLessThan(fallbackWithinMs);
    await expect(fallback.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // The other parts are the real remotes, and the page's own controls still work.
    await expect(page.getByRole('contentinfo')).not.toHaveAttribute('data-fallback');
    await page.getByRole('button', { name: 'Unmount header' }).click();
    await expect(page.locator('#status')).toHaveText('The header is unmounted.');

    expect(await tamperedCodeRan(page)).toBe(false);
    expect(watch.uncaught).toEqual([]);
    expect(watch.pageErrors).toEqual([expect.stringMatching(/^\[site-chrome\] /)]);
    expect(watch.pageErrors[0]).toMatch(tampering.error);

    recordFigure(testInfo, {
      group,
      scenario: `plain page, header: ${tampering.name}`,
      timeToFallbackMs: fallbackMs,
      requests: watch.requests.length,
      errorsLogged: watch.pageErrors.length,
      uncaughtErrors: watch.uncaught.length,
      note: 'through /loader.js; the changed code never ran',
    });
  });
}

interface ScriptSeen {
  tag: 'script' | 'preload';
  url: string;
  integrity: string | null;
}

/** Notes every script element and script preload the page adds, as it adds it (most are removed once run). */
async function recordScriptsAdded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { tag: string; url: string; integrity: string | null }[] = [];
    (window as { __scriptsSeen?: typeof seen }).__scriptsSeen = seen;
    const note = (node: Node) => {
      if (node instanceof HTMLScriptElement && node.src) {
        seen.push({ tag: 'script', url: node.src, integrity: node.getAttribute('integrity') });
      } else if (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'script') {
        seen.push({ tag: 'preload', url: node.href, integrity: node.getAttribute('integrity') });
      }
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(note);
    }).observe(document, { childList: true, subtree: true });
  });
}

const remoteScriptsSeen = async (page: Page): Promise<ScriptSeen[]> => {
  const seen = await page.evaluate(() => (window as { __scriptsSeen?: ScriptSeen[] }).__scriptsSeen ?? []);
  const origins = Object.values(remoteOrigins);
  // /loader.js and its chunks come from the header's origin but are the page's loader, not a remote.
  return seen.filter(
    ({ url }) => origins.some((origin) => url.startsWith(`${origin}/`)) && !/\/loader(?:\.js$|\/)/.test(url),
  );
};

test('the untampered demo: every remote script and script preload carries its integrity, and all load', async ({
  page,
}, testInfo) => {
  await recordScriptsAdded(page);
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(message.text());
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));

  await page.goto('/');
  await expectReal(page, 'header');
  await expectReal(page, 'footer');
  await openSearch(page);
  await expectReal(page, 'search');
  await page.waitForLoadState('networkidle');

  const seen = await remoteScriptsSeen(page);
  const scripts = seen.filter(({ tag }) => tag === 'script');
  const preloads = seen.filter(({ tag }) => tag === 'preload');
  expect(scripts.map(({ url }) => url)).toEqual(
    expect.arrayContaining(Object.values(remoteOrigins).map((origin) => entryOf(origin))),
  );
  expect(seen.filter(({ integrity }) => !integrity?.startsWith('sha384-'))).toEqual([]);
  expect(consoleLines.filter((line) => /integrity/i.test(line))).toEqual([]);
  expect(uncaught).toEqual([]);

  const entries = scripts.filter(({ url }) => url.endsWith('/remoteEntry.js')).length;
  recordFigure(testInfo, {
    group,
    scenario: 'untampered demo: remote scripts carry integrity',
    requests: scripts.length,
    errorsLogged: consoleLines.filter((line) => /integrity/i.test(line)).length,
    uncaughtErrors: uncaught.length,
    note: `${scripts.length} of ${scripts.length} remote <script> elements with integrity (${entries} entries, ${scripts.length - entries} chunks); ${preloads.length} of ${preloads.length} script preloads with integrity`,
  });
});

test('a remote whose manifest gives malformed integrity: it loads unchecked, with one warning', async ({
  page,
}, testInfo) => {
  const footerManifest = `${remoteOrigins.footer}/mf-manifest.json`;
  await page.route(footerManifest, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { integrity: Record<string, string> };
    for (const file of Object.keys(manifest.integrity)) manifest.integrity[file] = 'sha384-not-a-hash';
    await route.fulfill({ response, json: manifest });
  });
  const watch = watchScenario(page, /^$/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('integrity')) warnings.push(message.text());
  });

  await page.goto('/');
  await expectReal(page, 'footer');
  await expectReal(page, 'header');

  expect(warnings).toEqual([
    expect.stringMatching(
      new RegExp(
        `^\\[site-chrome\\] ${escape(footerManifest)} gives no usable integrity for .*: loaded without an integrity check\\.$`,
      ),
    ),
  ]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.uncaught).toEqual([]);

  recordFigure(testInfo, {
    group,
    scenario: 'footer: manifest with malformed integrity',
    errorsLogged: watch.pageErrors.length,
    uncaughtErrors: watch.uncaught.length,
    note: `real footer; ${warnings.length} warning, its scripts loaded unchecked`,
  });
});
