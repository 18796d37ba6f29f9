import type { Browser, CDPSession } from '@playwright/test';
import { placeMenuPointer, type MenuPointer } from './menu-pointer';
import type { LoadProfile } from './profiles';
import { installReadyProbe, readMenuTriggerPoint, type ProbeFigures } from './ready-probe';

/** One script the page downloaded. `body` only when the visit was asked to keep bodies (for sizes). */
export interface ScriptResponse {
  url: string;
  /** Bytes on the wire (encoded body). */
  transferred: number;
  encoding: string;
  body?: Buffer;
}

/** A shared module the federation runtime loaded, with every build it loaded a copy from. */
interface LoadedShare {
  name: string;
  providers: string[];
}

export interface Visit extends ProbeFigures {
  scripts: ScriptResponse[];
  /** `GET https://…/api/…` for every API request, in order, repeats included. */
  apiCalls: string[];
  loadedShares: LoadedShare[];
  /** react-dom copies that registered with the DevTools hook: more than one is a duplicate React. */
  reactRenderers: number;
  pageErrors: string[];
  /** The visit reached for the first dropdown (a `menuPointer`): its menu-open-ready was measured. */
  menuMeasured: boolean;
  /** Its mouse came after the page's first paint (it did not rest on the trigger from the start). */
  menuPointerLate: boolean;
  /** Where the header's first dropdown trigger ended up once the page loaded (null: none). */
  menuTriggerPoint: { x: number; y: number } | null;
}

export interface VisitOptions {
  url: string;
  profile: LoadProfile;
  keepBodies: boolean;
  /** A reader reaching for the first dropdown from before the first paint: measures menu-open-ready. */
  menuPointer?: MenuPointer;
  /**
   * How long after the header and footer showed the visit still waits for that menu to open (then it
   * counts as never): default 10 s, a reader's patience and far more than any menu here takes.
   */
  menuWaitMs?: number;
}

/** The mock API (`/api/…`, `/apiw/…`) and the error collector; everything the product asks a server for. */
const isApiRequest = (url: string) => /^\/apiw?\//.test(new URL(url).pathname);

async function throttle(session: CDPSession, profile: LoadProfile): Promise<void> {
  await session.send('Network.enable');
  // Every visit is a first visit: nothing from the HTTP cache, whatever the context already fetched.
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** A stand-in DevTools hook that counts the React renderers that register with it. */
function countReactRenderers(): void {
  let injected = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject: () => ++injected,
      get injectCalls() {
        return injected;
      },
      // The ready probe's header-interactive is read after each commit.
      onCommitFiberRoot: () => window.__pageLoadProbeCommit?.(),
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

/** Reads the runtime's share scopes: per shared module, the builds whose copy was loaded. */
function readLoadedShares(): LoadedShare[] {
  type Shared = { from?: string; loaded?: boolean; lib?: unknown };
  type Scopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__;
  const providers = new Map<string, Set<string>>();
  for (const instance of Object.values(scopes ?? {}))
    for (const scope of Object.values(instance))
      for (const [name, versions] of Object.entries(scope))
        for (const shared of Object.values(versions))
          if (shared.loaded || shared.lib)
            providers.set(name, (providers.get(name) ?? new Set()).add(shared.from ?? '?'));
  return [...providers].map(([name, from]) => ({ name, providers: [...from] }));
}

/**
 * One first visit of `url` in a fresh context under `profile`: waits for the header and footer to show
 * (and, with a `menuPointer`, for the first dropdown to open, at most `menuWaitMs` more) and the network to go
 * quiet (at most 20 s), then reads what the page recorded.
 */
export async function visitPage(browser: Browser, options: VisitOptions): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    // Taps need a touch screen; a mouse visit stays the desktop it always was.
    hasTouch: options.menuPointer?.input === 'touch',
  });
  let stopPointer = async () => {};
  try {
    await context.addInitScript(installReadyProbe);
    await context.addInitScript(countReactRenderers);
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), options.profile);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (isApiRequest(request.url())) apiCalls.push(`${request.method()} ${request.url()}`);
    });
    const scripts: Promise<ScriptResponse | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.push(
        (async () => {
          // The body must be read before the page closes; sizes come once the response finished.
          const body = options.keepBodies ? await response.body() : undefined;
          const sizes = await response.request().sizes();
          return {
            url: response.url(),
            transferred: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            body,
          };
        })().catch(() => undefined),
      );
    });
    // The pointer goes in as soon as the document exists: from before its first paint, as a rule.
    await page.goto(options.url, { waitUntil: 'commit' });
    if (options.menuPointer) stopPointer = placeMenuPointer(page, options.menuPointer);
    await page.waitForLoadState('load');
    await page
      .waitForFunction(
        () =>
          window.__pageLoadProbe?.headerReadyMs != null &&
          window.__pageLoadProbe.headerInteractiveMs != null &&
          window.__pageLoadProbe.footerReadyMs != null,
        null,
        { timeout: 60_000 },
      )
      .catch(() => undefined);
    if (options.menuPointer)
      await page
        .waitForFunction(() => window.__pageLoadProbe?.menuOpenReadyMs != null, null, {
          timeout: options.menuWaitMs ?? 10_000,
        })
        .catch(() => undefined);
    await stopPointer();
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const probe = await page.evaluate(() => window.__pageLoadProbe!);
    const loadedShares = await page.evaluate(readLoadedShares);
    const menuTriggerPoint = await page.evaluate(readMenuTriggerPoint);
    const reactRenderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { injectCalls: number } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.injectCalls,
    );
    return {
      ...probe,
      scripts: (await Promise.all(scripts)).filter((script) => script !== undefined),
      apiCalls,
      loadedShares,
      reactRenderers,
      pageErrors,
      menuMeasured: options.menuPointer !== undefined,
      menuPointerLate:
        options.menuPointer?.input === 'mouse' &&
        probe.firstPaintMs !== null &&
        (probe.menuPointerMs === null || probe.menuPointerMs > probe.firstPaintMs),
      menuTriggerPoint,
    };
  } finally {
    await stopPointer();
    await context.close();
  }
}
