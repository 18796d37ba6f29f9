import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../test';
import { recordFigure } from './figures';
import {
  countersAfterGarbageCollection,
  installTimerProbe,
  isQueryGarbageCollectionTimer,
  queryCacheCounts,
  type LiveTimer,
  type PageCounters,
  type QueryCacheCounts,
} from './leak-probes';
import { watchPageErrors } from '../page-errors';

/*
 * Issue 13, leaks: each part of the chrome is mounted, updated and unmounted 50 times through its mount
 * function, the way a page that is not React uses it (/plain.html's loader, `siteChrome.mount`, which calls
 * the remote's exposed `header/mount`, `footer/mount` or `search/mount`). Measured after a warm-up (the
 * first cycles load the remotes, fill the query cache and let V8 compile and optimise the code), with
 * garbage collection forced before each reading.
 */

type Part = 'header' | 'announcement-bar' | 'footer' | 'search';
const parts: Part[] = ['header', 'announcement-bar', 'footer', 'search'];
const warmUpCycles = 20;
const measuredCycles = 50;
const heapGrowthLimitBytes = 1024 * 1024;
const counterTolerance = 5;

/**
 * Mounts the part into a fresh container, waits for it to render (light, English), updates its props to
 * dark and German through the handle, waits for that, unmounts it and removes the container; `count`
 * times in one round trip. The waits are mutation observers plus an unwatched deadline, so the suite arms
 * no timer the probe would count.
 */
async function runCycles(page: Page, part: Part, count: number): Promise<void> {
  await page.evaluate(
    async ({ part, count }) => {
      const probe = window.timerProbe;
      const siteChrome = window.siteChrome;
      if (!probe || !siteChrome) throw new Error('the page has no timer probe or no loader');
      const waitFor = (container: Element, selector: string) =>
        new Promise<void>((resolve, reject) => {
          if (container.querySelector(selector)) return resolve();
          const observer = new MutationObserver(() => {
            if (!container.querySelector(selector)) return;
            observer.disconnect();
            probe.unwatchedClearTimeout(deadline);
            resolve();
          });
          const deadline = probe.unwatchedSetTimeout(() => {
            observer.disconnect();
            reject(new Error(`${part}: no ${selector} within 10 s`));
          }, 10_000);
          observer.observe(container, { subtree: true, childList: true, attributes: true });
        });
      // A signed-in reader (the mock API answers as one too, from its cookie): the header then mounts its
      // account menus and notifications as well.
      const user = { uid: '10086001', nickname: 'Demo', tier: 3 };
      const props = { site: 'main', language: 'en', theme: 'light' as const, user, path: '/' };
      for (let cycle = 0; cycle < count; cycle += 1) {
        const container = document.createElement('div');
        document.body.append(container);
        const handle = siteChrome.mount(part, container, props);
        // The remote's own root (a plain fallback has no data-theme).
        await waitFor(container, '[data-theme="light"][lang="en"]');
        handle.update({ ...props, theme: 'dark', language: 'de' });
        await waitFor(container, '[data-theme="dark"][lang="de"]');
        handle.unmount();
        container.remove();
      }
    },
    { part, count },
  );
}

interface Reading {
  counters: PageCounters;
  cache: QueryCacheCounts;
}

/**
 * The page's counters once they stop moving. Answers still in flight when the last part unmounted land in
 * the cache first (network idle); then the counters are read, after garbage collection, until two readings
 * 250 ms apart agree (at most 5 s). A single reading taken while an unmounted root was still held caught
 * its container's ~140 React listeners in one run (+144), and in another run counted listeners that went
 * away a moment later (-3 where the probe's own leak is +1).
 */
async function settleAndRead(page: Page, session: CDPSession): Promise<Reading> {
  await page.waitForLoadState('networkidle');
  let counters = await countersAfterGarbageCollection(session);
  for (let reading = 0; reading < 20; reading += 1) {
    await page.waitForTimeout(250);
    const next = await countersAfterGarbageCollection(session);
    const same = next.listeners === counters.listeners && next.nodes === counters.nodes;
    counters = next;
    if (same) break;
  }
  return { counters, cache: await queryCacheCounts(page) };
}

async function openPlainPageWithNoParts(page: Page): Promise<CDPSession> {
  await installTimerProbe(page);
  await page.context().addCookies([{ name: 'demo_login', value: '1', url: 'http://localhost:3000' }]);
  await page.goto('/plain.html?parts=');
  await page.waitForFunction(() => Boolean(window.siteChrome && window.timerProbe));
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

const liveTimers = (page: Page): Promise<LiveTimer[]> => page.evaluate(() => window.timerProbe?.live() ?? []);

test.describe(`leaks: ${measuredCycles} mount, update and unmount cycles of each part through its mount function`, () => {
  for (const part of parts) {
    test(`${part}: heap, listeners, nodes, timers and query observers come back`, async ({
      page,
    }, testInfo) => {
      const errors = watchPageErrors(page);
      const session = await openPlainPageWithNoParts(page);
      await runCycles(page, part, warmUpCycles);
      const before = await settleAndRead(page, session);

      await page.evaluate(() => window.timerProbe?.startCounting());
      const started = Date.now();
      await runCycles(page, part, measuredCycles);
      const cyclesMs = Date.now() - started;
      const after = await settleAndRead(page, session);
      const timers = await liveTimers(page);

      // react-query's garbage-collection timer: one per cached query (5 min), cleared and armed again each
      // time the query's last observer leaves. It belongs to the page's one cache, not to a mount, so it is
      // counted apart; there can never be more than there are queries.
      const queryGcTimers = timers.filter(isQueryGarbageCollectionTimer);
      const leakedTimers = timers.filter((timer) => !isQueryGarbageCollectionTimer(timer));
      const delta = {
        heapBytes: after.counters.heapUsedBytes - before.counters.heapUsedBytes,
        listeners: after.counters.listeners - before.counters.listeners,
        nodes: after.counters.nodes - before.counters.nodes,
        observers: after.cache.observers - before.cache.observers,
        cacheListeners: after.cache.cacheListeners - before.cache.cacheListeners,
      };
      recordFigure(testInfo, {
        group: 'Leaks',
        scenario: `${part}: ${measuredCycles} mount/update/unmount cycles (after ${warmUpCycles} to warm up)`,
        heapDeltaBytes: delta.heapBytes,
        uncaughtErrors: errors.uncaught.length,
        errorsLogged: errors.consoleErrors.length,
        note:
          `listeners ${signed(delta.listeners)}, nodes ${signed(delta.nodes)}, live timers ${leakedTimers.length} ` +
          `(+${queryGcTimers.length} query-cache GC timers for ${after.cache.queries} cached queries), ` +
          `query observers ${signed(delta.observers)} (${after.cache.observers} left), ` +
          `cache listeners ${signed(delta.cacheListeners)}; cycles took ${cyclesMs} ms`,
      });

      expect(delta.heapBytes, 'JS heap growth').toBeLessThan(heapGrowthLimitBytes);
      expect(Math.abs(delta.listeners), 'event listeners against the baseline').toBeLessThanOrEqual(
        counterTolerance,
      );
      expect(Math.abs(delta.nodes), 'DOM nodes against the baseline').toBeLessThanOrEqual(counterTolerance);
      expect(leakedTimers, 'timers, intervals and frames left armed').toEqual([]);
      expect(queryGcTimers.length).toBeLessThanOrEqual(after.cache.queries);
      expect(after.cache.observers, 'query observers after the last unmount').toBe(before.cache.observers);
      expect(after.cache.cacheListeners, 'query cache listeners').toBe(before.cache.cacheListeners);
      expect(errors.uncaught).toEqual([]);
      expect(errors.consoleErrors).toEqual([]);
    });
  }

  test('the probes see a leak: a listener, a kept node, an interval and a query observer left behind', async ({
    page,
  }) => {
    const session = await openPlainPageWithNoParts(page);
    // One cycle loads the shared singletons the query probe reads.
    await runCycles(page, 'footer', 1);
    const before = await settleAndRead(page, session);
    await page.evaluate(() => window.timerProbe?.startCounting());

    await page.evaluate(() => {
      // What a careless mount does: a window listener never removed, a node kept in a module-level
      // variable after its container left the page, an interval never cleared, a query subscription kept.
      const kept = document.createElement('div');
      window.addEventListener('resize', () => kept.remove());
      Object.assign(window, { keptNode: kept });
      setInterval(() => undefined, 60_000);
      type Entry = { loaded?: boolean; lib?: () => Record<string, unknown> };
      const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__: { shareScopeMap: unknown }[] } })
        .__FEDERATION__;
      const scope = (federation?.__INSTANCES__[0]?.shareScopeMap as Record<string, Record<string, Entry>[]>)
        .default as unknown as Record<string, Record<string, Entry>>;
      const loadedModule = (name: string) =>
        Object.values(scope[name] ?? {})
          .find((entry) => entry.loaded)
          ?.lib?.();
      const QueryObserver = loadedModule('@tanstack/query-core')?.QueryObserver as new (
        client: unknown,
        options: object,
      ) => { subscribe: (listener: () => void) => () => void };
      const client = loadedModule('@site-chrome/runtime')?.chromeQueryClient;
      new QueryObserver(client, { queryKey: ['leak-probe'], queryFn: () => 1 }).subscribe(() => undefined);
    });
    const after = await settleAndRead(page, session);

    expect(after.counters.listeners - before.counters.listeners).toBe(1);
    expect(after.counters.nodes - before.counters.nodes).toBe(1);
    const timers = (await liveTimers(page)).filter((timer) => !isQueryGarbageCollectionTimer(timer));
    // The interval, and the kept observer's own timer (its data turns stale after the 60 s stale time).
    // react-query sets that timer to the time left until stale plus 1 ms, so it reads 60 001 ms when the
    // timer is set within the millisecond the data arrived, a little less on a busy machine.
    expect(timers).toEqual([
      expect.objectContaining({ kind: 'interval', delay: 60_000 }),
      expect.objectContaining({ kind: 'timeout' }),
    ]);
    const staleTimer = timers[1]?.delay ?? 0;
    expect(staleTimer).toBeGreaterThan(59_000);
    expect(staleTimer).toBeLessThanOrEqual(60_001);
    expect(after.cache.observers - before.cache.observers).toBe(1);
  });
});

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
