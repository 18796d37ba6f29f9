import { hostileUrl } from './hostile-urls';
import { summariseLatencies, type LatencySummary } from './latency';
import type { MixedSample } from './mixed-loop';

/**
 * Every fifth request hostile: the 80% canonical, 20% hostile, in a fixed order. The hostile URLs
 * are numbered from `firstHostile`: a second run starts past the first's, so none was asked before.
 */
export function mixedRequests(
  hotUrls: readonly string[],
  firstHostile = 0,
): () => { kind: string; url: string } {
  let sent = 0;
  let hostileSent = firstHostile;
  return () => {
    const index = sent++;
    if (index % 5 === 4) return { kind: 'hostile', url: hostileUrl(hostileSent++).url };
    return { kind: 'canonical', url: hotUrls[index % hotUrls.length]! };
  };
}

export interface KindFigures {
  latency: LatencySummary;
  /** Answers by status ('0': none: refused connection, reset or time-out). */
  statuses: Record<string, number>;
  /** nginx's `X-Cache-Status` of each answer, counted (empty when nginx was not in front). */
  cacheStatuses: Record<string, number>;
}

export interface MixedFigures {
  canonical: KindFigures;
  hostile: KindFigures;
  /** Answers 500-599 of either kind. */
  serverErrors: number;
  /** Requests that got no answer at all (status 0). */
  unanswered: number;
}

const count = (values: readonly string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

function kindFigures(samples: readonly MixedSample[], durationSeconds: number): KindFigures {
  return {
    latency: summariseLatencies(
      samples.map(({ ms }) => ms),
      durationSeconds,
    ),
    statuses: count(samples.map(({ status }) => String(status))),
    cacheStatuses: count(samples.flatMap(({ cacheStatus }) => (cacheStatus ? [cacheStatus] : []))),
  };
}

/** The mixed load's samples by kind: latency of every answer, statuses, cache statuses. */
export function tallyMixed(samples: readonly MixedSample[], durationSeconds: number): MixedFigures {
  return {
    canonical: kindFigures(
      samples.filter(({ kind }) => kind === 'canonical'),
      durationSeconds,
    ),
    hostile: kindFigures(
      samples.filter(({ kind }) => kind === 'hostile'),
      durationSeconds,
    ),
    serverErrors: samples.filter(({ status }) => status >= 500 && status < 600).length,
    unanswered: samples.filter(({ status }) => status === 0).length,
  };
}

/** The share of `figures`' answers with one of `statuses`, 0-1. */
export function shareOf(figures: KindFigures, statuses: readonly number[]): number {
  const total = Object.values(figures.statuses).reduce((sum, value) => sum + value, 0);
  const matching = statuses.reduce((sum, status) => sum + (figures.statuses[String(status)] ?? 0), 0);
  return total === 0 ? Number.NaN : matching / total;
}
