import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../test';
import { watchPageErrors } from '../page-errors';
import { recordFigure } from './figures';

/*
 * The mock API's fault switch (cookie `mock_fault`) on the whole API, on the real demo: each endpoint
 * under each fault is covered in jest (shared/data/src/api-faults.test.tsx); here the page as a whole must
 * stay usable, showing defaults on a first visit and the stored copies after an earlier one.
 */

type Fault = 'error' | 'malformed' | 'empty' | 'slow';
const faults: readonly Fault[] = ['error', 'malformed', 'empty', 'slow'];
const origin = 'http://localhost:3000';
/** The browser's API time-out (header spec section 9). */
const apiTimeoutMs = 4_000;

const isApiRequest = (url: URL) => url.origin === origin && /^\/(api|apiw|apiweb)\//.test(url.pathname);

/** API requests made by the page, by path, from now on. */
function countApiRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isApiRequest(new URL(request.url()))) count += 1;
  });
  return () => count;
}

/**
 * Waits until the page has made no API request for `quietMs` (longer than the one-second retry delay).
 * Not `networkidle`: the demo's error-report list polls its own endpoint while errors are logged.
 */
async function waitForQuietApi(page: Page, requests: () => number, quietMs = 1_500): Promise<void> {
  for (;;) {
    const before = requests();
    await page.waitForTimeout(quietMs);
    if (requests() === before) return;
  }
}

async function setFault(context: BrowserContext, fault: Fault): Promise<void> {
  await context.addCookies([{ name: 'mock_fault', value: fault, url: origin }]);
}

/** Resolves with the time from `since` to the first API time-out the page logs. */
function firstTimeout(page: Page, since: number): Promise<number> {
  return new Promise((resolve) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes(`no answer within ${apiTimeoutMs} ms`)) {
        resolve(Date.now() - since);
      }
    });
  });
}

/**
 * The errors the page's code logged. Chromium adds its own "Failed to load resource" line for each HTTP
 * error; those are counted apart.
 */
function splitErrors(consoleErrors: readonly string[]): { logged: number; network: number } {
  const network = consoleErrors.filter((text) => text.startsWith('Failed to load resource')).length;
  return { logged: consoleErrors.length - network, network };
}

/** What the header's navigation shows, for the figures. */
async function navigationSummary(page: Page): Promise<string> {
  const items = await page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').count();
  return items === 0 ? 'navigation empty (logo and account actions)' : `${items} navigation items`;
}

/** The surfaces a reader needs: navigation landmark, Log In, footer, a working Search. */
async function expectUsable(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(header).not.toHaveAttribute('data-fallback', 'header');
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  await header.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Escape');
}

for (const fault of faults) {
  test(`on a first visit with the whole API answering "${fault}", the page shows its defaults and stays usable`, async ({
    page,
    context,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const requests = countApiRequests(page);
    await setFault(context, fault);
    const started = Date.now();
    const timedOut = fault === 'slow' ? firstTimeout(page, started) : undefined;

    await page.goto('/');

    await expectUsable(page);
    // No announcement can be read from a broken API: the bar gives its space back.
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    let timeToFallbackMs: number | undefined;
    if (timedOut) {
      timeToFallbackMs = await timedOut;
      expect(timeToFallbackMs).toBeLessThan(apiTimeoutMs + 1_500);
      await expectUsable(page);
    } else {
      // The remote menu config is retried three times, a second apart; then the API is quiet.
      await waitForQuietApi(page, requests);
    }
    expect(errors.uncaught).toEqual([]);
    const { logged, network } = splitErrors(errors.consoleErrors);
    recordFigure(testInfo, {
      group: 'API faults',
      scenario: `first visit, whole API "${fault}"`,
      timeToFallbackMs,
      requests: requests(),
      errorsLogged: logged,
      uncaughtErrors: errors.uncaught.length,
      note: [
        await navigationSummary(page),
        'no announcement',
        `${network} browser network errors`,
        ...(fault === 'slow'
          ? ['requests counted just after the first time-out, the menu fallback still retrying']
          : []),
      ].join('; '),
    });
  });
}

/** Ages every stored copy by `ageMs`, so the next load shows it at once and refreshes it in the background. */
async function ageStoredCopies(page: Page, ageMs: number): Promise<number> {
  return page.evaluate((age) => {
    let aged = 0;
    for (const key of Object.keys(localStorage)) {
      const text = localStorage.getItem(key) ?? '';
      if (!text.startsWith('{"')) continue;
      const copy = JSON.parse(text) as { state?: { dataUpdatedAt?: number } };
      if (typeof copy.state?.dataUpdatedAt !== 'number') continue;
      copy.state.dataUpdatedAt -= age;
      localStorage.setItem(key, JSON.stringify(copy));
      aged += 1;
    }
    return aged;
  }, ageMs);
}

// An empty answer is kept out of the cache exactly like a malformed one (jest covers it per endpoint).
for (const fault of ['error', 'malformed', 'slow'] as const) {
  test(`after an earlier visit, with the whole API answering "${fault}", the page shows the stored navigation`, async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    const web3 = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web3' });
    await expect(web3).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Five minutes old: past the one-minute freshness, so the page asks the (broken) API again.
    expect(await ageStoredCopies(page, 5 * 60_000)).toBeGreaterThan(0);

    const errors = watchPageErrors(page);
    const requests = countApiRequests(page);
    await setFault(context, fault);
    const started = Date.now();
    const timedOut = fault === 'slow' ? firstTimeout(page, started) : undefined;
    await page.reload();

    await expect(web3).toBeVisible();
    const timeToNavigationMs = Date.now() - started;
    await expectUsable(page);
    if (timedOut) await timedOut;
    else await waitForQuietApi(page, requests);
    // The failed refresh leaves the stored navigation on screen.
    await expect(web3).toBeVisible();
    expect(errors.uncaught).toEqual([]);
    const { logged, network } = splitErrors(errors.consoleErrors);
    recordFigure(testInfo, {
      group: 'API faults',
      scenario: `after an earlier visit, whole API "${fault}"`,
      timeToFallbackMs: timeToNavigationMs,
      requests: requests(),
      errorsLogged: logged,
      uncaughtErrors: errors.uncaught.length,
      note: `stored navigation on screen (${await navigationSummary(page)}) and kept after the failed refresh; ${network} browser network errors`,
    });
  });
}

test('the demo control panel switches the mock API fault for the session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await page.getByLabel('Mock API fault').selectOption('error');
  await expect(page.getByLabel('Mock API fault')).toHaveValue('error');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await page.getByLabel('Mock API fault').selectOption('none');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
});

// Every endpoint the page calls, whatever the feature issues add: counted by path, so one endpoint asked
// twice with other parameters is caught too.
for (const [visitor, query] of [
  ['a visitor', ''],
  ['a signed-in user', '?login=1'],
] as const) {
  test(`for ${visitor}, the first load calls each API endpoint once, with header, footer and search all mounted`, async ({
    page,
  }) => {
    const calls = new Map<string, string[]>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isApiRequest(url)) calls.set(url.pathname, [...(calls.get(url.pathname) ?? []), url.search]);
    });
    await page.goto(`/${query}`);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Web3' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The calls the page makes today; the check below covers whatever is added.
    expect([...calls.keys()]).toEqual(
      expect.arrayContaining(['/api/web/v1/site/headerMenuListV2', '/api/web/v1/site/fullsiteBulletin']),
    );
    for (const [endpoint, searches] of calls) expect(searches, endpoint).toHaveLength(1);
  });
}
