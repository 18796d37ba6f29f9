import type { LatencySummary } from './latency';

export interface LoadCase {
  name: string;
  /** What answered: the Node fragment server itself, or nginx's cache in front of it. */
  server: 'node' | 'nginx cache';
  connections: number;
  /** Distinct URLs the case cycles through, or 'distinct' when every request has a URL of its own. */
  urls: number | 'distinct';
  durationSeconds: number;
  latency: LatencySummary;
  /** autocannon's own summary of the same case (its histogram, whole milliseconds); none for node:http. */
  autocannonLatency?: { averageMs: number; p50Ms: number; p99Ms: number };
  /**
   * The response times' sum over (duration × connections): at most about 1 when every connection waits for
   * its answer before it sends the next request; more means requests queued in the client, and the
   * response times are not single-request latencies.
   */
  inFlightPerConnection: number;
  /** Answers other than 200, and connection errors and time-outs. */
  failures: number;
  /** CPU time (user + system) of the fragment server's process per answered request. */
  serverCpuMsPerRequest: number;
  /** nginx's `$upstream_cache_status` of each answer, counted. */
  cacheStatuses?: Record<string, number>;
  /** API requests the fragment server made during the case (0: the data cache was warm throughout). */
  apiCalls: number;
}

/** Issue 33's targets: p95 at 50 connections. */
const fragmentTargets = { nodeP95Ms: 5, nginxCacheP95Ms: 1 };

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');

function target(loadCase: LoadCase): string {
  if (loadCase.connections !== 50) return '';
  const limit = loadCase.server === 'node' ? fragmentTargets.nodeP95Ms : fragmentTargets.nginxCacheP95Ms;
  return `p95 ≤ ${limit} ms: ${loadCase.latency.p95Ms <= limit ? 'met' : 'missed'}`;
}

export function loadCasesMarkdown(cases: readonly LoadCase[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const headings = [
    'case',
    'connections',
    'URLs',
    'requests',
    'req/s',
    'p50',
    'p95',
    'p99',
    'max',
    'in flight / connection',
    'fragment server CPU / request',
    'cache (nginx)',
    'API calls',
    'failures',
    'target',
  ];
  return [
    line(headings),
    line(headings.map(() => '---')),
    ...cases.map((loadCase) =>
      line([
        loadCase.name,
        String(loadCase.connections),
        String(loadCase.urls),
        String(loadCase.latency.requests),
        String(Math.round(loadCase.latency.throughput)),
        ms(loadCase.latency.p50Ms),
        ms(loadCase.latency.p95Ms),
        ms(loadCase.latency.p99Ms),
        ms(loadCase.latency.maxMs),
        loadCase.inFlightPerConnection.toFixed(2),
        ms(loadCase.serverCpuMsPerRequest),
        loadCase.cacheStatuses
          ? Object.entries(loadCase.cacheStatuses)
              .map(([status, count]) => `${status} ${count}`)
              .join(', ')
          : '—',
        String(loadCase.apiCalls),
        String(loadCase.failures),
        target(loadCase),
      ]),
    ),
  ].join('\n');
}

/** The targets the cases miss, in words. */
export function missedFragmentTargets(cases: readonly LoadCase[]): string[] {
  return cases.flatMap((loadCase) => {
    const verdict = target(loadCase);
    return verdict.endsWith('missed')
      ? [`${loadCase.name}: p95 ${ms(loadCase.latency.p95Ms)} (${verdict})`]
      : [];
  });
}
