import type { Page } from '@playwright/test';
import { remoteOrigins } from '../page-errors';
import {
  keepServerNodesOn,
  partOrigin,
  timeToReactOwned,
  warmServerPage,
  type ComposedPart,
  type PartOrigin,
} from '../server-rendered-page';
import { expect, test } from '../test';
import { recordFigure } from './figures';
import {
  deadOrigin,
  noFragmentPage,
  otherBuildMarker,
  startFaultServer,
  type FaultServer,
  type FragmentFault,
} from './fragment-fault-server';
import { fallbackWithinMs } from './remote-scenario';
import { watchScenario } from './scenario-watch';

/*
 * Faults of the ssr=1 page's fragment servers (issue 33, item 5). The demo host takes a part's fragment
 * from a fault server of the test's (host-demo/server/fragment-fault-knob.ts: a request header the demo
 * honours only under the Playwright web server). Whatever the fragment server does, the page renders, the
 * part ends usable within 4 s (React owns it and a dropdown opens, or its links are there), nothing is
 * uncaught, and the only messages are the expected warnings.
 */

interface Scenario {
  name: string;
  part: ComposedPart;
  /** `down`: nothing listens; undefined: the real fragment server (the baseline). */
  fault?: FragmentFault | 'down';
  /** The page's budget per fragment for this scenario (the test web server's 1500 ms otherwise). */
  budgetMs?: number;
  /** What the reader ends with. */
  outcome: PartOrigin;
  /** The `[site-chrome]` warnings the browser logs, one per pattern, in order. */
  warnings: RegExp[];
  /** What the fault server sent that the page must never carry. */
  neverInPage?: string;
}

const scenarios: Scenario[] = [
  { name: 'no fault', part: 'Header', outcome: 'server markup kept', warnings: [] },
  { name: 'server down', part: 'Header', fault: 'down', outcome: 'rendered afresh', warnings: [] },
  { name: 'server down', part: 'Footer', fault: 'down', outcome: 'rendered afresh', warnings: [] },
  // The production budget: a hung server costs the page 100 ms, then the browser renders the part.
  {
    name: 'server hung (100 ms budget)',
    part: 'Header',
    fault: 'hung',
    budgetMs: 100,
    outcome: 'rendered afresh',
    warnings: [],
  },
  { name: 'answers 500', part: 'Header', fault: 'answers 500', outcome: 'rendered afresh', warnings: [] },
  {
    name: 'answers HTML that is no fragment',
    part: 'Header',
    fault: 'answers HTML that is no fragment',
    outcome: 'rendered afresh',
    warnings: [],
    // An error page is no fragment: the slot stays empty (the browser renders the part), not shown.
    neverInPage: noFragmentPage,
  },
  {
    name: 'malformed hydration data',
    part: 'Header',
    fault: 'malformed hydration data',
    outcome: 'rendered afresh',
    warnings: [/Header.*the server markup came without readable hydration data: rendering afresh/],
  },
  {
    name: 'another build (deployed between render and hydration)',
    part: 'Header',
    fault: 'another build',
    outcome: 'rendered afresh',
    warnings: [
      /Header.*the server markup is of build \S+-previous-release, this code is \S+: rendering afresh/,
    ],
  },
];

const realOrigin: Record<ComposedPart, string> = {
  Header: remoteOrigins.header,
  Footer: remoteOrigins.footer,
};

/** Sends this page's document request to the demo host with the fault header. */
async function sendFaultHeader(page: Page, value: string): Promise<void> {
  await page.route(
    (url) => url.origin === 'http://localhost:3000' && url.searchParams.get('ssr') === '1',
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-demo-fragment-faults': value } }),
  );
}

/** The part in use: the header's Trade dropdown opens; the footer's links are there. */
async function expectUsable(page: Page, part: ComposedPart): Promise<void> {
  if (part === 'Header') {
    const trade = page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Trade' });
    await trade.hover();
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner')).not.toContainText(otherBuildMarker);
  } else {
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(5);
  }
}

test.describe('given the server-composed page (?ssr=1) and a fragment server at fault', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const scenario of scenarios) {
    test(`${scenario.part} ${scenario.name}: the page renders, the part is usable within 4 s (${scenario.outcome}), only the expected warnings`, async ({
      page,
    }, testInfo) => {
      // The page's own combination, warm first: the baseline must find the server path, not a cold cache.
      await warmServerPage(page.request, '/?ssr=1');
      let server: FaultServer | undefined;
      if (scenario.fault) {
        const origin =
          scenario.fault === 'down'
            ? await deadOrigin()
            : (server = await startFaultServer(scenario.fault, realOrigin[scenario.part])).origin;
        const knob = new URLSearchParams({ [scenario.part]: origin });
        if (scenario.budgetMs) knob.set('budgetMs', String(scenario.budgetMs));
        await sendFaultHeader(page, knob.toString());
      }
      try {
        const watch = watchScenario(page, /\/fragment\//);
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' && message.text().startsWith('[site-chrome]'))
            warnings.push(message.text());
        });
        await keepServerNodesOn(page);

        const response = await page.goto('/?ssr=1', { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        if (scenario.neverInPage) expect(await response?.text()).not.toContain(scenario.neverInPage);
        const usableMs = await timeToReactOwned(page, scenario.part, fallbackWithinMs + 1000);
        const origin = await partOrigin(page, scenario.part);
        await expectUsable(page, scenario.part);

        expect(origin).toBe(scenario.outcome);
        expect(usableMs).toBeLessThan(fallbackWithinMs);
        // One request, never a retry. A hung server at the 100 ms budget may have none: on a loaded machine
        // this test's process can take longer than the budget to read the request, the page's server gives up
        // and resets the connection, and the reset drops the unread request (seen once in CI).
        if (scenario.fault === 'hung') expect(server?.requests.length).toBeLessThanOrEqual(1);
        else if (scenario.fault && scenario.fault !== 'down') expect(server?.requests).toHaveLength(1);
        expect(watch.uncaught).toEqual([]);
        expect([...watch.pageErrors, ...watch.networkErrors]).toEqual([]);
        expect(warnings).toEqual(scenario.warnings.map((pattern) => expect.stringMatching(pattern)));
        // The browser never asks a fragment server: fragments are the page server's business.
        expect(watch.requests).toEqual([]);

        recordFigure(testInfo, {
          group: 'Server rendering',
          scenario: `${scenario.part} fragment: ${scenario.name}`,
          timeToReadyMs: usableMs,
          requests: server?.requests.length,
          errorsLogged: watch.pageErrors.length,
          uncaughtErrors: watch.uncaught.length,
          note: [origin, ...warnings.map(() => '1 warning')].join('; '),
        });
      } finally {
        await server?.close();
      }
    });
  }
});

/*
 * Issue 40, "Included markup is checked": a plain page composed by nginx SSI (host-demo/public/
 * server-composed.html) whose header include brought a WAF's error page, sent with 200, that even names the
 * part's fragment. The page's header slot is given that body as the document is parsed, before the page's
 * script runs (a document fulfilled by the test would be another address space to Chromium, which then
 * refuses the loader on loopback): /loader.js empties the slot before the header mounts, never hydrates it,
 * and the header renders afresh; one warning names the part.
 */
const wafPage =
  '<h1>Request blocked</h1><p>Rule 942100 matched <code>data-chrome-fragment="Header"</code>.</p>';

/** Runs in the page before its first script: puts `html` in the header's slot once the parser has closed it. */
function includeInHeaderSlot(html: string): void {
  const observer = new MutationObserver(() => {
    // The page's script comes after every slot: once it is in the document, the slots are complete.
    if (!document.querySelector('script[src$="server-composed.js"]')) return;
    observer.disconnect();
    document.querySelector('[data-chrome-slot="Header"]')?.replaceChildren();
    document.querySelector('[data-chrome-slot="Header"]')?.insertAdjacentHTML('afterbegin', html);
  });
  observer.observe(document, { childList: true, subtree: true });
}

test.describe('given a page composed by nginx SSI whose header include brought a WAF page with 200', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the loader empties the slot before mounting: the header renders afresh and usable, the WAF page gone', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(includeInHeaderSlot, wafPage);
    const watch = watchScenario(page, /\/fragment\//);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[site-chrome]'))
        warnings.push(message.text());
    });
    await keepServerNodesOn(page);

    await page.goto('/server-composed.html', { waitUntil: 'domcontentloaded' });
    const usableMs = await timeToReactOwned(page, 'Header', fallbackWithinMs + 1000);
    await expectUsable(page, 'Header');

    expect(await partOrigin(page, 'Header')).toBe('rendered afresh');
    await expect(page.locator('[data-chrome-slot="Header"]')).not.toContainText('Request blocked');
    expect(warnings).toEqual([
      '[site-chrome] loader: "header" slot held something that is not its fragment; emptied it.',
    ]);
    expect(watch.uncaught).toEqual([]);
    expect([...watch.pageErrors, ...watch.networkErrors]).toEqual([]);

    recordFigure(testInfo, {
      group: 'Server rendering',
      scenario: 'Header include (nginx SSI page): a WAF page sent with 200',
      timeToReadyMs: usableMs,
      errorsLogged: watch.pageErrors.length,
      uncaughtErrors: watch.uncaught.length,
      note: 'slot emptied by the loader, rendered afresh; 1 warning',
    });
  });
});
