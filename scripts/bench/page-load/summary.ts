import { sumBytes, type ScriptBytes } from './js-bytes';
import type { Visit } from './visit';

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Requests the page made more than once in one visit, with their counts: `GET https://…/api/… ×2`. */
export function repeatedApiCalls(apiCalls: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const call of apiCalls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([call, count]) => `${call} ×${count}`);
}

/**
 * Singletons loaded more than once in one visit: a shared module the federation runtime loaded from two
 * builds, a second React renderer, or a second copy of the runtime itself. Each names what it found.
 */
export function duplicateSingletons(
  visit: Pick<Visit, 'loadedShares' | 'reactRenderers'>,
  scripts: readonly ScriptBytes[] = [],
): string[] {
  const found = visit.loadedShares
    .filter((share) => share.providers.length > 1)
    .map((share) => `${share.name} from ${share.providers.join(' and ')}`);
  if (visit.reactRenderers > 1) found.push(`${visit.reactRenderers} React renderers`);
  const runtimes = scripts.filter((script) => script.runtimeCore);
  if (runtimes.length > 1)
    found.push(`${runtimes.length} federation runtimes: ${runtimes.map((script) => script.url).join(', ')}`);
  return found;
}

export interface PageSummary {
  page: string;
  profile: string;
  runs: number;
  headerReadyMs: number;
  /** Medians of the runs that recorded them (ready-probe.ts). */
  headerPaintedMs: number;
  headerInteractiveMs: number;
  /** Complete runs that recorded a paint of the header (Chromium gives no Element Timing entry now and then). */
  headerPaintedRuns: number;
  /** Runs whose header came in the page's HTML (the server's fragment), of `runs`. */
  headerFromServerRuns: number;
  footerReadyMs: number;
  /**
   * The median menu-open-ready of the runs that measured it, a run whose menu never opened counting as
   * Infinity (the reader still waits); NaN when no run measured it.
   */
  menuOpenReadyMs: number;
  /** Runs that measured menu-open-ready, and of those the runs whose menu opened. */
  menuMeasuredRuns: number;
  menuOpenRuns: number;
  /** Runs whose mouse came after the first paint (menu-open-ready there may read late). */
  menuPointerLateRuns: number;
  /** The worst run's CLS. */
  cls: number;
  /** Scripts of the measured visit (unthrottled, until the network is quiet), like the bytes beside it. */
  jsRequests: number;
  jsRaw: number;
  jsGzip: number;
  jsBrotli: number;
  duplicateSingletons: string[];
  repeatedApiCalls: string[];
  pageErrors: string[];
  /** Runs in which the header or footer never showed (their times are left out of the medians). */
  incompleteRuns: number;
}

const recorded = (values: readonly (number | null)[]) => values.filter((value) => value !== null);

/**
 * Sums up a page's runs under one profile. Bytes come from `scripts` (one visit with bodies kept: a
 * build's files do not change between runs); everything counted is checked on every run.
 */
export function summarisePage(
  page: string,
  profile: string,
  visits: readonly Visit[],
  scripts: readonly ScriptBytes[],
): PageSummary {
  const complete = visits.filter((visit) => visit.headerReadyMs !== null && visit.footerReadyMs !== null);
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  const menuMeasured = complete.filter((visit) => visit.menuMeasured);
  return {
    page,
    profile,
    runs: visits.length,
    headerReadyMs: median(complete.map((visit) => visit.headerReadyMs!)),
    headerPaintedMs: median(recorded(complete.map((visit) => visit.headerPaintedMs))),
    headerInteractiveMs: median(recorded(complete.map((visit) => visit.headerInteractiveMs))),
    headerPaintedRuns: recorded(complete.map((visit) => visit.headerPaintedMs)).length,
    headerFromServerRuns: visits.filter((visit) => visit.headerFromServer === true).length,
    footerReadyMs: median(complete.map((visit) => visit.footerReadyMs!)),
    menuOpenReadyMs: median(menuMeasured.map((visit) => visit.menuOpenReadyMs ?? Number.POSITIVE_INFINITY)),
    menuMeasuredRuns: menuMeasured.length,
    menuOpenRuns: recorded(menuMeasured.map((visit) => visit.menuOpenReadyMs)).length,
    menuPointerLateRuns: menuMeasured.filter((visit) => visit.menuPointerLate).length,
    cls: Math.max(0, ...visits.map((visit) => visit.cls)),
    jsRequests: scripts.length,
    jsRaw: sumBytes(scripts, 'raw'),
    jsGzip: sumBytes(scripts, 'gzip'),
    jsBrotli: sumBytes(scripts, 'brotli'),
    duplicateSingletons: unique(visits.map((visit) => duplicateSingletons(visit, scripts))),
    repeatedApiCalls: unique(visits.map((visit) => repeatedApiCalls(visit.apiCalls))),
    pageErrors: unique(visits.map((visit) => visit.pageErrors)),
    incompleteRuns: visits.length - complete.length,
  };
}

/** How much later the federated header is ready than the bundled one: 1.00 is no cost at all. */
export const readyRatio = (federated: PageSummary, bundled: PageSummary) =>
  federated.headerReadyMs / bundled.headerReadyMs;

/**
 * The server-rendered page's targets are against the bundled page: its header painted (from the HTML) and
 * its header interactive (hydrated) over the bundled header-ready (issues 33 and 41), and its menu-open-ready
 * over the bundled menu-open-ready (issue 41).
 */
export const serverRatios = (server: PageSummary, bundled: PageSummary) => ({
  painted: server.headerPaintedMs / bundled.headerReadyMs,
  interactive: server.headerInteractiveMs / bundled.headerReadyMs,
  menuOpen: server.menuOpenReadyMs / bundled.menuOpenReadyMs,
});
