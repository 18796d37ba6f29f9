import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../test';
import { remoteOrigins, watchPageErrors } from '../page-errors';
import { recordFigure } from './figures';

/**
 * The strict Content-Security-Policy (scripts/content-security-policy.ts) on every page the demo serves,
 * from the Node server and, with SITE_CHROME_SERVER=nginx, from deploy/nginx.conf: the chrome renders and
 * works under it with no violation (e2e/test.ts fails any test that has one), and it bites: an injected
 * inline script, eval and a script from another origin are refused.
 */

const server = process.env.SITE_CHROME_SERVER === 'nginx' ? 'nginx' : 'Node server';

function scriptSources(policy: string): string[] {
  return (/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').filter(Boolean);
}

function expectStrict(policy: string, url: string): void {
  expect(policy, url).toContain("default-src 'self'");
  expect(policy, url).toContain("object-src 'none'");
  expect(policy, url).toContain("base-uri 'self'");
  expect(policy, url).not.toContain('unsafe-eval');
  const sources = scriptSources(policy);
  expect(sources, url).toContain("'self'");
  expect(sources, url).not.toContain("'unsafe-inline'");
  expect(
    sources.filter((source) => source.includes('*') || /^[a-z]+:$/.test(source)),
    url,
  ).toEqual([]);
}

/** The page's own chrome used under the policy: a menu, the search dialog and its results. */
async function useTheChrome(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('BTC');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  // The first Escape clears the field (combobox pattern), the second closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

const pages: Array<{ path: string; uses?: (page: Page) => Promise<void> }> = [
  { path: '/', uses: useTheChrome },
  { path: '/trade/BTC_USDT?login=1&lang=ar&theme=dark' },
  { path: '/myaccount/myfunds?site=eu' },
  { path: '/bundled.html' },
  { path: '/plain.html' },
];

test.describe(`the Content-Security-Policy (${server})`, () => {
  for (const { path, uses } of pages)
    test(`${path} renders and works under the policy, with no violation and no error`, async ({
      page,
      cspViolations,
    }, testInfo) => {
      const errors = watchPageErrors(page);

      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expectStrict(policy, path);
      await expect(page.getByRole('banner').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toContainText('©');
      await uses?.(page);
      await page.waitForLoadState('networkidle');

      expect(errors.uncaught).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
      recordFigure(testInfo, {
        group: 'CSP and integrity',
        scenario: `${path} under the policy (${server})`,
        errorsLogged: errors.consoleErrors.length,
        uncaughtErrors: errors.uncaught.length,
        violations: cspViolations.length,
        note: `script-src ${scriptSources(policy).length} sources, no unsafe-inline or unsafe-eval${uses ? '; search opened and typed in' : ''}`,
      });
    });

  // Each remote's own page boots with an inline script, let in by a nonce new on every response.
  for (const [remote, part] of [
    ['header', (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log In' })],
    ['footer', (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })],
    ['search', (page: Page) => page.getByRole('region', { name: 'Aggregated search' }).getByRole('combobox')],
  ] as const satisfies ReadonlyArray<readonly [keyof typeof remoteOrigins, (page: Page) => Locator]>)
    test(`the ${remote} remote's own page renders under a policy with a fresh nonce`, async ({
      page,
      request,
      cspViolations,
    }, testInfo) => {
      const url = `${remoteOrigins[remote]}/`;
      const first = (await request.get(url)).headers()['content-security-policy'] ?? '';
      const second = (await request.get(url)).headers()['content-security-policy'] ?? '';
      expectStrict(first, url);
      expect(scriptSources(first)).toContainEqual(expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/));
      expect(first).not.toBe(second);

      const errors = watchPageErrors(page);
      await page.goto(url);
      await expect(part(page)).toBeVisible();
      await page.waitForLoadState('networkidle');

      // Console errors are not checked: these pages ask their own origin for the API, which only the
      // host's answers, so the parts log its 404s and render without data.
      expect(errors.uncaught).toEqual([]);
      recordFigure(testInfo, {
        group: 'CSP and integrity',
        scenario: `the ${remote} remote's own page under the policy (${server})`,
        uncaughtErrors: errors.uncaught.length,
        violations: cspViolations.length,
        note: 'its boot script let in by a per-response nonce',
      });
    });

  test('the policy bites: an injected inline script, eval and a foreign script are refused', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const ran = window as { injectedRan?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.injectedRan = true';
      document.body.append(inline);
      // A string for a timer is eval. (eval itself is not tested here: Playwright evaluates through the
      // DevTools protocol, which lets eval run whatever the policy says.)
      const evalRan = window as { evalRan?: boolean };
      setTimeout('window.evalRan = true', 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const evalRefused = evalRan.evalRan !== true;
      const foreign = document.createElement('script');
      foreign.src = 'http://127.0.0.1:3001/remoteEntry.js';
      const foreignRefused = new Promise<boolean>((resolve) => {
        foreign.onerror = () => resolve(true);
        foreign.onload = () => resolve(false);
      });
      document.body.append(foreign);
      return { inlineRan: ran.injectedRan === true, evalRefused, foreignRefused: await foreignRefused };
    });

    expect(outcome).toEqual({ inlineRan: false, evalRefused: true, foreignRefused: true });
    await expect
      .poll(() => cspViolations)
      .toEqual([
        expect.stringMatching(/^script-src-elem refused inline on http:\/\/localhost:3000\//),
        expect.stringMatching(/^script-src refused eval on http:\/\/localhost:3000\//),
        expect.stringMatching(/^script-src-elem refused http:\/\/127\.0\.0\.1:3001\/remoteEntry\.js on /),
      ]);
    // Provoked on purpose and checked: not a defect of the page.
    cspViolations.splice(0);
  });
});
