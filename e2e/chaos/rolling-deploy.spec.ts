import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { buildNextHeaderRelease, nextHeaderReleaseDirectory } from '../../scripts/build-header-release';
import { publishBuild } from '../../scripts/deploy/publish-build';
import { ledgerPath } from '../../scripts/deploy/publish-build';
import { watchPageErrors, remoteOrigins } from '../page-errors';
import { expect, test } from '../test';
import { recordFigure } from './figures';
import { openEveryLazyPanel, openOneLazyPanel } from './lazy-panels';

/*
 * A deploy of the header while pages are open (issue 32, item 2): build N (the header's own build) and
 * build N+1 (the same sources with every hashed file renamed, scripts/build-header-release.ts) are published
 * with the real deploy step (scripts/deploy.ts) into a folder the header origin serves under /deployed/,
 * and pages point at it through the demo's remote override.
 */

const headerDirectory = path.resolve(__dirname, '..', '..', 'remote-header');
const buildN = path.join(headerDirectory, 'build', 'app');
const buildNext = nextHeaderReleaseDirectory;

// One worker for the spec: its tests share the N+1 build, made once if CI's build lane has not.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(path.join(buildN, 'mf-manifest.json'))) throw new Error('build first: npm run build');
  if (!existsSync(path.join(buildNext, 'mf-manifest.json'))) await buildNextHeaderRelease();
});

/** A served folder of its own for one test, published into as a deploy would. */
function deployTarget(name: string) {
  const served = path.join(headerDirectory, 'deployed', name);
  rmSync(served, { recursive: true, force: true });
  rmSync(ledgerPath(served), { force: true });
  const manifestUrl = `${remoteOrigins.header}/deployed/${name}/mf-manifest.json`;
  let deploys = 0;
  return {
    manifestUrl,
    folder: `${remoteOrigins.header}/deployed/${name}/`,
    /** Publishes build N or N+1; `expire` drops every earlier release at once (retention long gone). */
    deploy(build: 'n' | 'n1', { expire = false } = {}) {
      deploys += 1;
      return publishBuild({
        build: build === 'n' ? buildN : buildNext,
        served,
        release: `${build}-${deploys}`,
        ...(expire ? { rule: { keepReleases: 1, keepDays: 0 } } : {}),
      });
    },
  };
}

/** What the pages fetched from the deploy folder: each script, its status, and which build it is. */
function watchChunkLoads(folder: string) {
  const loads: { url: string; status: number }[] = [];
  const watch = (page: Page) => {
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(folder) && url.endsWith('.js')) loads.push({ url, status: response.status() });
    });
    // A request that got no answer at all (a 404 is answered, and counted above with its status). One the
    // page itself abandoned (a visit of the loop reloading the page while a file was still coming:
    // net::ERR_ABORTED) is no failed load: nothing was waiting for it any more.
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(folder)) return;
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      void request.response().then((response) => {
        if (!response) loads.push({ url: request.url(), status: 0 });
      });
    });
  };
  const failed = () => loads.filter(({ status }) => status !== 200);
  return { loads, failed, watch };
}

async function openPage(browser: Browser, manifestUrl: string, watch: (page: Page) => void) {
  const page = await browser.newPage();
  watch(page);
  const errors = watchPageErrors(page);
  await page.goto(`/?login=1&remote.header=${encodeURIComponent(manifestUrl)}`);
  await expect(page.locator('header [data-track="search"]')).toBeVisible();
  return { page, errors };
}

const chromeErrors = (errors: string[]) => errors.filter((line) => line.includes('[site-chrome]'));

test('a page that loaded build N opens every lazy panel after N+1 is deployed', async ({
  browser,
}, testInfo) => {
  const target = deployTarget('every-panel');
  const chunks = watchChunkLoads(target.folder);
  target.deploy('n');
  const { page, errors } = await openPage(browser, target.manifestUrl, chunks.watch);

  const report = target.deploy('n1');
  expect(report.keptFromEarlier).toBeGreaterThan(0);
  const opened = await openEveryLazyPanel(page);

  expect(chunks.failed()).toEqual([]);
  expect(errors.uncaught).toEqual([]);
  expect(chromeErrors(errors.consoleErrors)).toEqual([]);
  recordFigure(testInfo, {
    group: 'Releases',
    scenario: 'rolling deploy: N+1 deployed, page on N opens every lazy panel',
    requests: chunks.loads.length,
    errorsLogged: errors.consoleErrors.length,
    uncaughtErrors: errors.uncaught.length,
    note: `${opened} panels opened, ${chunks.failed().length} failed chunk loads`,
  });
  await page.close();
});

test('100 page visits and panel opens across repeated deploys of N and N+1', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const target = deployTarget('loop');
  const chunks = watchChunkLoads(target.folder);
  const deployed = { build: 'n' as 'n' | 'n1' };
  target.deploy(deployed.build);
  // Tabs that visit the page again each round, and two that never do: the readers a deploy could hurt most.
  const visiting = await Promise.all(
    [0, 1, 2, 3, 4].map(() => openPage(browser, target.manifestUrl, chunks.watch)),
  );
  const staying = await Promise.all([0, 1].map(() => openPage(browser, target.manifestUrl, chunks.watch)));
  const visitsOn = { n: visiting.length, n1: 0 };
  let panelOpens = 0;
  const rounds = 20;
  for (let round = 0; round < rounds; round += 1) {
    // Every tab opens a lazy panel after a deploy replaced the build it loaded.
    deployed.build = deployed.build === 'n' ? 'n1' : 'n';
    target.deploy(deployed.build);
    const tabs = [...visiting, ...staying];
    await Promise.all(tabs.map(({ page }, index) => openOneLazyPanel(page, round + index)));
    panelOpens += tabs.length;
    // Then each visiting tab loads the page again, on the build just deployed (the last round's visits are
    // the first five, made above).
    if (round === rounds - 1) break;
    await Promise.all(
      visiting.map(async ({ page }) => {
        await page.goto(`/?login=1&remote.header=${encodeURIComponent(target.manifestUrl)}`);
        await expect(page.locator('header [data-track="search"]')).toBeVisible();
      }),
    );
    visitsOn[deployed.build] += visiting.length;
  }
  const tabs = [...visiting, ...staying];
  const uncaught = tabs.flatMap(({ errors }) => errors.uncaught);
  const chrome = tabs.flatMap(({ errors }) => chromeErrors(errors.consoleErrors));
  await Promise.all(tabs.map(({ page }) => page.close()));

  expect(visitsOn.n + visitsOn.n1).toBe(100);
  expect(chunks.failed()).toEqual([]);
  expect(uncaught).toEqual([]);
  expect(chrome).toEqual([]);
  recordFigure(testInfo, {
    group: 'Releases',
    scenario: `rolling deploy: 100 visits and ${panelOpens} panel opens across ${rounds} deploys`,
    requests: chunks.loads.length,
    errorsLogged: chrome.length,
    uncaughtErrors: uncaught.length,
    note: `${visitsOn.n} visits on N, ${visitsOn.n1} on N+1; every panel opened after a deploy replaced its page's build; ${chunks.failed().length} failed chunk loads, 0 recoveries needed`,
  });
});

/** The two kinds of page that draw the header: the React demo page (its slot) and a plain page (/loader.js). */
const expiredOn = [
  {
    name: 'a page',
    title: 'N+1 deployed and N deleted (retention expired): a panel of N reloads the header from N+1 once',
    url: (manifestUrl: string) => `/?login=1&remote.header=${encodeURIComponent(manifestUrl)}`,
    redrawnBy: 'header reloaded from N+1, theme and login kept',
    signedIn: true,
  },
  {
    name: 'a plain page (/loader.js)',
    title: 'the same on a plain page: /loader.js draws the header again from N+1 when a chunk of N is gone',
    url: (manifestUrl: string) => `/plain.html?parts=header&remote.header=${encodeURIComponent(manifestUrl)}`,
    redrawnBy: 'header drawn again from N+1 by the loader, theme kept',
    signedIn: false,
  },
] as const;

for (const [index, kind] of expiredOn.entries()) {
  test(kind.title, async ({ browser }, testInfo) => {
    const target = deployTarget(`expired-${index}`);
    const chunks = watchChunkLoads(target.folder);
    target.deploy('n');
    const page = await browser.newPage();
    chunks.watch(page);
    const errors = watchPageErrors(page);
    await page.goto(kind.url(target.manifestUrl));
    const search = page.locator('header [data-track="search"]');
    await expect(search).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
    await page.locator('header [data-track="theme"]').click();
    const theme = await page.locator('header').getAttribute('data-theme');
    const headerBefore = await page.locator('header').elementHandle();

    target.deploy('n1', { expire: true });
    await search.click();
    // The search dialog's chunk of N is gone: the page reloads the header from N+1 and draws it again,
    // without reloading the document.
    await expect.poll(() => headerBefore?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(page.locator('header')).toHaveAttribute('data-theme', theme ?? '');
    if (kind.signedIn) await expect(page.locator('header [data-track="account"]')).toBeVisible();
    expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    const opened = await openEveryLazyPanel(page);

    const gone = chunks.failed();
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.filter(({ status }) => status !== 404)).toEqual([]);
    expect(errors.uncaught).toEqual([]);
    expect(chromeErrors(errors.consoleErrors)).toEqual([]);
    recordFigure(testInfo, {
      group: 'Releases',
      scenario: `rolling deploy: N deleted while ${kind.name} is on it`,
      requests: chunks.loads.length,
      errorsLogged: chromeErrors(errors.consoleErrors).length,
      uncaughtErrors: errors.uncaught.length,
      note: `${gone.length} chunk 404, 1 recovery (${kind.redrawnBy}), then ${opened} panels opened`,
    });
    await page.close();
  });
}
