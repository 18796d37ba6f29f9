import { benchPorts } from './bench-ports';
import { hotHeaderUrls } from './canonical-urls';
import { caseResult, milliseconds, type CaseResult } from './case-result';
import { startCountingApi, startFragmentProcess, stopProcess } from './fragment-processes';
import { mixedLoop } from './mixed-loop';
import { mixedRequests, tallyMixed } from './mixed-tally';
import { cpuMs } from './process-sample';
import { warmUp } from './warm-up';

/** Issue 40: the Node origin alone, under the mix. */
const targets = { canonicalP95Ms: 10, hostileMaxMs: 5 };

/**
 * Mixed load on the Node origin alone (issue 40): one header fragment server, no nginx in front, 80% hot
 * canonical URLs (its rendered-fragment cache's to answer) and 20% hostile spellings, 50 connections.
 */
export async function mixedNodeCase(options: {
  durationSeconds: number;
  connections: number;
  /** Requests a second offered in all (none: a closed loop, as fast as the answers come). */
  rate?: number;
}): Promise<CaseResult> {
  const api = await startCountingApi(benchPorts.api);
  const server = await startFragmentProcess({
    remote: 'header',
    port: benchPorts.fragmentServer,
    apiPort: benchPorts.api,
  });
  try {
    const hot = hotHeaderUrls();
    const origin = `http://127.0.0.1:${benchPorts.fragmentServer}`;
    // Twice: the first fills the data cache and renders, the second finds the rendered copies.
    await warmUp(origin, hot);
    await warmUp(origin, hot);
    const apiCallsBefore = api.calls();
    const cpuBefore = cpuMs(server.pid!);
    const samples = await mixedLoop({
      port: benchPorts.fragmentServer,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      maxRequests: 2_000_000,
      next: mixedRequests(hot),
      ratePerSecond: options.rate,
    });
    const serverCpuMs = cpuMs(server.pid!) - cpuBefore;
    const mixed = tallyMixed(samples, options.durationSeconds);
    const hostileP99 = mixed.hostile.latency.p99Ms;
    return caseResult({
      id: `mixed-node-${String(options.connections).padStart(3, '0')}${options.rate ? `-paced-${options.rate}` : ''}`,
      title: `Mixed load, Node origin alone, ${options.connections} connections${options.rate ? `, paced to ${options.rate} requests/s` : ''}`,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      mixed,
      figures: [
        `${api.calls() - apiCallsBefore} API calls during the load; the fragment server's CPU ${milliseconds(serverCpuMs / Math.max(1, samples.length))} per request (${Math.round(samples.length / options.durationSeconds)} requests/s)`,
      ],
      targets: [
        {
          target: `canonical p95 ≤ ${targets.canonicalP95Ms} ms`,
          measured: milliseconds(mixed.canonical.latency.p95Ms),
          met: mixed.canonical.latency.p95Ms <= targets.canonicalP95Ms,
        },
        {
          target: `each hostile request answered ≤ ${targets.hostileMaxMs} ms`,
          measured: `max ${milliseconds(mixed.hostile.latency.maxMs)} (p99 ${milliseconds(hostileP99)})`,
          met: mixed.hostile.latency.maxMs <= targets.hostileMaxMs,
        },
        { target: '0 5xx', measured: String(mixed.serverErrors), met: mixed.serverErrors === 0 },
      ],
    });
  } finally {
    await stopProcess(server);
    api.close();
  }
}
