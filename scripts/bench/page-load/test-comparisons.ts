import type { ProfileComparison } from './compare-pages';
import type { LighthouseFigures } from './lighthouse';
import { loadProfiles } from './profiles';
import { summarisePage } from './summary';
import type { Visit } from './visit';

/**
 * Comparisons for the report's and the targets' tests, built through the real `summarisePage`. A visit
 * with `menuOpenReadyMs` reached for the menu (`undefined`: it did not; `null`: its menu never opened).
 */
export function testVisit(
  headerReadyMs: number,
  options: {
    cls?: number;
    server?: { painted: number; interactive: number };
    menuOpenReadyMs?: number | null;
  } = {},
): Visit {
  const { cls = 0, server, menuOpenReadyMs } = options;
  return {
    headerReadyMs,
    headerPaintedMs: server?.painted ?? headerReadyMs,
    headerInteractiveMs: server?.interactive ?? headerReadyMs,
    headerFromServer: server !== undefined,
    footerReadyMs: headerReadyMs,
    menuOpenReadyMs: menuOpenReadyMs ?? null,
    menuExpandedMs: null,
    menuPointerMs: null,
    firstPaintMs: null,
    menuMeasured: menuOpenReadyMs !== undefined,
    menuPointerLate: false,
    menuTriggerPoint: null,
    cls,
    scripts: [],
    apiCalls: [],
    loadedShares: [],
    reactRenderers: 1,
    pageErrors: [],
  };
}

/** One profile (0 unthrottled, 1 desktop, 2 mobile): the federated and bundled pages' header-ready. */
export function testComparison(
  profileIndex: number,
  federatedMs: number,
  bundledMs: number,
  options: { cls?: number; bundledMenuOpenMs?: number | null } = {},
): ProfileComparison {
  const profile = loadProfiles[profileIndex]!;
  const federated = summarisePage(
    'federated',
    profile.name,
    [testVisit(federatedMs, { cls: options.cls ?? 0 })],
    [],
  );
  const bundled = summarisePage(
    'bundled',
    profile.name,
    [testVisit(bundledMs, { menuOpenReadyMs: options.bundledMenuOpenMs })],
    [],
  );
  return { profile, federated, bundled, ratio: federatedMs / bundledMs };
}

/** `base` with the server-rendered page's one run (its header from the HTML unless `fromServer` is false). */
export function withTestServer(
  base: ProfileComparison,
  server: { painted: number; interactive: number; menuOpenReadyMs?: number | null },
  fromServer = true,
): ProfileComparison {
  const run = testVisit(server.painted, { server, menuOpenReadyMs: server.menuOpenReadyMs });
  return {
    ...base,
    server: summarisePage(
      'server',
      base.profile.name,
      [fromServer ? run : { ...run, headerFromServer: false }],
      [],
    ),
  };
}

export const testLighthouse: LighthouseFigures = {
  runs: 3,
  performanceScore: 99,
  totalBlockingTimeMs: 40,
  largestContentfulPaintMs: 2000,
  firstContentfulPaintMs: 1000,
  speedIndexMs: 1000,
  cumulativeLayoutShift: 0,
};
