import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../test';
import {
  countReactRenderers,
  loadedSharedCopies,
  reactRendererCount,
  singletonPackages,
} from '../federation-probes';
import { remoteOrigins, watchPageErrors } from '../page-errors';
import { skewedFederationVersions } from '../runtime-skew/federation-versions';
import { chromeTimes, recordChromeTimesOn } from './chrome-probe';
import { recordFigure } from './figures';
import { createDemoApiHandler } from '../../scripts/serve';
import { startStaticServer, type RunningServer } from '../../scripts/static-server';
import {
  ownCopyFiles,
  runtimePath,
  runtimeSkewFixtures,
  serveFolders,
  watchScriptsFrom,
} from './runtime-skew-serving';

/*
 * Runtime skew (issue 32, docs/decisions/runtime-skew.md): a page and a remote built with different
 * releases of @module-federation/enhanced, in both directions, patch, minor and major. Our page is built
 * with 2.9.2; the other releases' fixtures come from `npm run build:runtime-skew`:
 * - our demo page + a probe remote (served as the header) built like ours with the other release;
 * - a page built the standard way with the other release + our real header and footer.
 * Each pair renders, uses one copy of each singleton (the page's), and logs nothing.
 */

const ourRelease = '2.9.2';

/*
 * The standard pages are served by a server of their own with the demo's mock API (the header asks the
 * page's origin for its menu), on a free port: a page answered by `page.route` counts as a public address
 * to Chromium, which then refuses its requests to the remotes on localhost (Local Network Access).
 */
let standardPages: RunningServer | undefined;
test.beforeAll(async () => {
  standardPages = await startStaticServer({
    root: path.dirname(path.dirname(runtimeSkewFixtures(skewedFederationVersions[0].version).page)),
    port: 0,
    label: 'runtime-skew standard pages',
    handler: createDemoApiHandler(),
  });
});
test.afterAll(async () => {
  await standardPages?.close();
});

/** The scripts of the chrome's remotes on the page (header and footer origins): what the figures count. */
function watchChromeScripts(page: Page) {
  const header = watchScriptsFrom(page, remoteOrigins.header);
  const footer = watchScriptsFrom(page, remoteOrigins.footer);
  // /loader.js and its chunks come from the header origin, but they are the page's provider, not a remote.
  const isLoader = (url: string) => /^https?:\/\/[^/]+\/loader(?:\.js$|\/)/.test(url);
  return () => runtimePath([...header, ...footer].filter((script) => !isLoader(script.url)));
}

/** The header renders for real (not its fallback), with links, and a top-level item opens its dropdown. */
async function expectWorkingHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
  await expect(header).not.toHaveAttribute('data-fallback');
  const trade = header.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' });
  await trade.hover();
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
}

/** One store across the runtimes: the header's Theme button turns the footer dark. */
async function expectOneStore(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveAttribute('data-theme', 'light');
  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).click();
  await expect(footer).toHaveAttribute('data-theme', 'dark');
}

/**
 * One copy of each singleton on the page, and it is the page's: one loaded version of each in the share
 * scope, one React renderer, and none of the remotes' own copies (their fallback files, from their
 * manifests) downloaded. Our page is also named as the copies' origin; a 2.8 or 0.24 page is not, because
 * our 2.9 runtime re-registers the same version under the remote's name while keeping the page's module.
 */
async function expectThePagesSingletons(page: Page, downloaded: readonly string[], pageBuild?: string) {
  const copies = await loadedSharedCopies(page);
  for (const name of singletonPackages) {
    expect(copies[name], name).toEqual([expect.stringMatching(pageBuild ? ` from ${pageBuild}$` : /.+/)]);
  }
  expect(await reactRendererCount(page)).toBe(1);
  const ownCopies = (
    await Promise.all(
      [remoteOrigins.header, remoteOrigins.footer].map((origin) =>
        ownCopyFiles(page, origin, singletonPackages),
      ),
    )
  ).flat();
  expect(downloaded.filter((url) => ownCopies.includes(url))).toEqual([]);
}

function recordRelease(
  testInfo: TestInfo,
  scenario: string,
  figures: {
    scripts: ReturnType<typeof runtimePath>;
    headerReadyMs?: number;
    errors: ReturnType<typeof watchPageErrors>;
  },
) {
  const { scripts, headerReadyMs, errors } = figures;
  recordFigure(testInfo, {
    group: 'Releases',
    scenario,
    bytesDownloaded: scripts.totalBytes,
    timeToReadyMs: headerReadyMs,
    errorsLogged: errors.consoleErrors.length,
    uncaughtErrors: errors.uncaught.length,
    note:
      scripts.path === 'slim'
        ? 'slim: on the page runtime, nothing extra'
        : `own runtime: ${(scripts.ownRuntimeBytes / 1024).toFixed(1)} KB downloaded once from the remote origin`,
  });
}

test(`our page (${ourRelease}) + our header (${ourRelease}): the slim path, nothing extra downloaded`, async ({
  page,
  context,
}, testInfo) => {
  await countReactRenderers(context);
  await recordChromeTimesOn(page);
  const errors = watchPageErrors(page);
  const chromeScripts = watchChromeScripts(page);

  await page.goto('/');
  await expectWorkingHeader(page);
  await expectOneStore(page);

  const scripts = chromeScripts();
  expect(scripts.path).toBe('slim');
  await expectThePagesSingletons(page, scripts.urls, 'host');
  expect(errors.uncaught).toEqual([]);
  expect(errors.consoleErrors).toEqual([]);
  recordRelease(testInfo, `page ${ourRelease} + header ${ourRelease}`, {
    scripts,
    headerReadyMs: (await chromeTimes(page)).headerReal,
    errors,
  });
});

for (const release of skewedFederationVersions) {
  const direction = release.distance.endsWith('newer') ? 'page older' : 'page newer';

  test(`our page (${ourRelease}) + a remote built with ${release.version} (${direction}, ${release.distance.split(' ')[0]}): it downloads its own runtime and runs on the page's React and store`, async ({
    page,
    context,
  }, testInfo) => {
    const fixtures = runtimeSkewFixtures(release.version);
    await countReactRenderers(context);
    await recordChromeTimesOn(page);
    const errors = watchPageErrors(page);
    const chromeScripts = watchChromeScripts(page);
    await serveFolders(page, `${remoteOrigins.header}/`, [fixtures.remote, fixtures.remoteOwnRuntime]);

    // A page without the announcement bar: the probe exposes only the header.
    await page.goto('/trade/BTC_USDT');
    await expectWorkingHeader(page);
    await expectOneStore(page);

    const scripts = chromeScripts();
    expect(scripts.path).toBe('own runtime');
    expect(scripts.ownRuntimeDownloads).toBe(1);
    await expect(page.getByRole('banner')).toHaveAttribute('data-react-version', /^19\./);
    await expectThePagesSingletons(page, scripts.urls, 'host');
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
    recordRelease(testInfo, `page ${ourRelease} + remote ${release.version}`, {
      scripts,
      headerReadyMs: (await chromeTimes(page)).headerReal,
      errors,
    });
  });

  test(`a page built the standard way with ${release.version} + our header and footer (${ourRelease}) (${release.distance.endsWith('newer') ? 'page newer' : 'page older'}): they download their runtime once and run on the page's React and store`, async ({
    page,
    context,
  }, testInfo) => {
    const fixtures = runtimeSkewFixtures(release.version);
    await countReactRenderers(context);
    await recordChromeTimesOn(page);
    const errors = watchPageErrors(page);
    const chromeScripts = watchChromeScripts(page);
    const pageFolder = path.relative(path.dirname(path.dirname(fixtures.page)), fixtures.page);
    if (!standardPages) throw new Error('the standard pages are not served');

    await page.goto(`${standardPages.origin}/${pageFolder}/index.html`);
    await expectWorkingHeader(page);
    await expectOneStore(page);
    // The page's own store is the one the header wrote.
    await expect(page.getByTestId('page-store-theme')).toHaveText('Page store theme: dark');

    const scripts = chromeScripts();
    // Header and footer are of one release: one download of its runtime (from whichever starts first) serves both.
    expect(scripts.path).toBe('own runtime');
    expect(scripts.ownRuntimeDownloads).toBe(1);
    await expectThePagesSingletons(page, scripts.urls);
    expect(errors.uncaught).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
    recordRelease(testInfo, `page ${release.version} + header ${ourRelease}`, {
      scripts,
      headerReadyMs: (await chromeTimes(page)).headerReal,
      errors,
    });
  });
}

// /loader.js provides our runtime to a page that is not React; a remote of another release heals there too.
const major = skewedFederationVersions.find((release) => release.distance.startsWith('major'));
test(`a plain page on /loader.js (${ourRelease}) + a remote built with ${major?.version} (page newer, major): it downloads its own runtime and runs on the loader's React and store`, async ({
  page,
  context,
}, testInfo) => {
  if (!major) throw new Error('no major release in the runtime-skew fixtures');
  const fixtures = runtimeSkewFixtures(major.version);
  await countReactRenderers(context);
  await recordChromeTimesOn(page);
  const errors = watchPageErrors(page);
  const chromeScripts = watchChromeScripts(page);
  // Only the probe's files are served from the header origin, and /loader.js, which is ours.
  await serveFolders(page, `${remoteOrigins.header}/`, [
    fixtures.remote,
    fixtures.remoteOwnRuntime,
    path.join(__dirname, '../../remote-header/dist'),
  ]);

  await page.goto('/plain.html?parts=header,footer');
  await expectWorkingHeader(page);
  await expectOneStore(page);

  const scripts = chromeScripts();
  expect(scripts.path).toBe('own runtime');
  expect(scripts.ownRuntimeDownloads).toBe(1);
  await expectThePagesSingletons(page, scripts.urls, 'site_chrome_loader');
  expect(errors.uncaught).toEqual([]);
  expect(errors.consoleErrors).toEqual([]);
  recordRelease(testInfo, `/loader.js ${ourRelease} + remote ${major.version}`, {
    scripts,
    headerReadyMs: (await chromeTimes(page)).headerReal,
    errors,
  });
});
