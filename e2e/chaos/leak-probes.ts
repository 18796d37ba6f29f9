import type { CDPSession, Page } from '@playwright/test';

/*
 * What the leak suite reads from a page: the heap and DOM counters through the DevTools protocol (after a
 * forced garbage collection), the timers the page has armed and not yet seen fire or cleared, and the
 * observers of the page's one react-query cache.
 */

/** A timer armed and not yet fired or cleared: its kind, its delay and the top of the stack that armed it. */
export interface LiveTimer {
  kind: 'timeout' | 'interval' | 'frame' | 'idle';
  delay: number;
  stack: string;
}

/** The page's timer bookkeeping, installed by `installTimerProbe` before any page script runs. */
interface TimerProbe {
  /** From now on, timers armed are remembered until they fire or are cleared. */
  startCounting: () => void;
  /** The timers armed since `startCounting` that are still pending: kind, delay and where armed. */
  live: () => LiveTimer[];
  /** The page's own setTimeout and clearTimeout, for the suite's waits (not the page's timers). */
  unwatchedSetTimeout: typeof setTimeout;
  unwatchedClearTimeout: typeof clearTimeout;
}

declare global {
  interface Window {
    timerProbe?: TimerProbe;
  }
}

/**
 * Wraps setTimeout, setInterval, requestAnimationFrame and requestIdleCallback (and their clear
 * functions) so the page can say which timers are live. Runs in the page before its scripts (addInitScript).
 */
function timerProbeScript(): void {
  type Pending = LiveTimer;
  type Schedule = (callback: unknown, ...rest: unknown[]) => number;
  type Cancel = (id: unknown) => void;
  const pending = new Map<string, Pending>();
  let counting = false;
  const page = window as unknown as Record<string, Schedule | Cancel | undefined>;

  /**
   * Replaces one schedule function and its cancel function. Timeouts and intervals share one id space and
   * either clear function clears either kind, so both use the `timer` key space.
   */
  const watch = (
    scheduleName: string,
    cancelNames: string[],
    keySpace: string,
    kind: LiveTimer['kind'],
    once: boolean,
  ) => {
    const schedule = (page[scheduleName] as Schedule | undefined)?.bind(window);
    if (!schedule) return;
    page[scheduleName] = (callback: unknown, ...rest: unknown[]) => {
      const entry = { key: '' };
      const run =
        once && typeof callback === 'function'
          ? function (this: unknown, ...args: unknown[]) {
              pending.delete(entry.key);
              return (callback as (...inner: unknown[]) => unknown).apply(this, args);
            }
          : callback;
      const id = schedule(run, ...rest);
      entry.key = `${keySpace}:${id}`;
      if (counting) {
        const stack = (new Error().stack ?? '').split('\n').slice(2, 9).join('\n');
        pending.set(entry.key, { kind, delay: kind === 'frame' ? 0 : Number(rest[0]) || 0, stack });
      }
      return id;
    };
    for (const cancelName of cancelNames) {
      const cancel = (page[cancelName] as Cancel | undefined)?.bind(window);
      if (!cancel) continue;
      page[cancelName] = (id: unknown) => {
        pending.delete(`${keySpace}:${String(id)}`);
        cancel(id);
      };
    }
  };
  const realSetTimeout = (page.setTimeout as Schedule).bind(window);
  const realClearTimeout = (page.clearTimeout as Cancel).bind(window);
  watch('setTimeout', ['clearTimeout', 'clearInterval'], 'timer', 'timeout', true);
  watch('setInterval', [], 'timer', 'interval', false);
  watch('requestAnimationFrame', ['cancelAnimationFrame'], 'frame', 'frame', true);
  watch('requestIdleCallback', ['cancelIdleCallback'], 'idle', 'idle', true);

  const probe: TimerProbe = {
    startCounting: () => {
      counting = true;
      pending.clear();
    },
    live: () => [...pending.values()],
    unwatchedSetTimeout: realSetTimeout as unknown as typeof setTimeout,
    unwatchedClearTimeout: realClearTimeout as unknown as typeof clearTimeout,
  };
  Object.defineProperty(window, 'timerProbe', { value: probe });
}

/**
 * react-query's garbage-collection timer of one query (`Query.scheduleGc`, a method name minifiers keep):
 * armed when the query's last observer leaves, once per query rather than once per mount.
 */
export function isQueryGarbageCollectionTimer(timer: LiveTimer): boolean {
  return timer.kind === 'timeout' && /\bscheduleGc\b/.test(timer.stack);
}

export async function installTimerProbe(page: Page): Promise<void> {
  await page.addInitScript(timerProbeScript);
}

export interface PageCounters {
  heapUsedBytes: number;
  listeners: number;
  nodes: number;
}

/** Forces a full garbage collection, then reads the heap and DOM counters. */
export async function countersAfterGarbageCollection(session: CDPSession): Promise<PageCounters> {
  // Twice: a first pass can leave objects that only a second (after finalizers) frees.
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return {
    heapUsedBytes: metric('JSHeapUsedSize'),
    listeners: metric('JSEventListeners'),
    nodes: metric('Nodes'),
  };
}

export interface QueryCacheCounts {
  queries: number;
  /** Query observers: one per mounted useQuery of a component, released when it unmounts. */
  observers: number;
  /** Subscribers of the query cache itself (useIsFetching, the persister...). */
  cacheListeners: number;
}

/**
 * Reads the page's one QueryClient (`chromeQueryClient` of the `@site-chrome/runtime` singleton) through the
 * federation runtime's share scope, where the loader registered the copy every part uses: no test hook in
 * the shared package is needed.
 */
export function queryCacheCounts(page: Page): Promise<QueryCacheCounts> {
  return page.evaluate(() => {
    type SharedEntry = { loaded?: boolean; lib?: () => Record<string, unknown> };
    type QueryCache = {
      getAll: () => { getObserversCount: () => number }[];
      listeners: Set<unknown>;
    };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap: unknown }[] } })
      .__FEDERATION__;
    const scopes = (federation?.__INSTANCES__ ?? []).map(
      (instance) => instance.shareScopeMap as Record<string, Record<string, Record<string, SharedEntry>>>,
    );
    const versions = scopes.flatMap((scope) => Object.values(scope.default?.['@site-chrome/runtime'] ?? {}));
    const loaded = versions.find((entry) => entry.loaded && typeof entry.lib === 'function');
    if (!loaded?.lib) throw new Error('the page has no loaded @site-chrome/runtime in its share scope');
    const client = loaded.lib().chromeQueryClient as { getQueryCache: () => QueryCache };
    const cache = client.getQueryCache();
    const queries = cache.getAll();
    return {
      queries: queries.length,
      observers: queries.reduce((sum, query) => sum + query.getObserversCount(), 0),
      cacheListeners: cache.listeners.size,
    };
  });
}
