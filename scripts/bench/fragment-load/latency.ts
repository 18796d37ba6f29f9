/** What one load case measured: throughput and latency percentiles of every answered request. */
export interface LatencySummary {
  requests: number;
  /** Requests per second over the case's duration. */
  throughput: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The `fraction` percentile of `sorted` (ascending) by the nearest-rank method: the smallest value with at
 * least that share of the values at or below it. autocannon's own summary has no p95 and rounds to whole
 * milliseconds, so the load test keeps every response time and takes its percentiles here.
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summariseLatencies(latenciesMs: readonly number[], durationSeconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((first, second) => first - second);
  return {
    requests: sorted.length,
    throughput: sorted.length / durationSeconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}
