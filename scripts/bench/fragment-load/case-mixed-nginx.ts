import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appPorts } from '@site-chrome/rules/ports';
import { benchPorts } from './bench-ports';
import { hotHeaderUrls } from './canonical-urls';
import { caseResult, milliseconds, percent, type CaseResult } from './case-result';
import { countCacheFiles, startDeployNginx } from './deploy-nginx';
import { startCountingApi, startFragmentProcess, stopProcess } from './fragment-processes';
import { hostileUrl } from './hostile-urls';
import { httpGet } from './http-get';
import { mixedLoop, ownLoopbackAddress } from './mixed-loop';
import { mixedRequests, shareOf, tallyMixed } from './mixed-tally';
import { warmUp } from './warm-up';

const canonicalP95TargetMs = 2;
const headerOriginPort = appPorts.header;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * nginx's complaints about its upstreams since `from` (its error log, warn and above), by kind: what a 5xx
 * it sent was about.
 */
function upstreamErrors(folder: string, from: number): { counts: Record<string, number>; length: number } {
  const logPath = path.join(folder, '.nginx/error.log');
  if (!existsSync(logPath)) return { counts: {}, length: 0 };
  const log = readFileSync(logPath, 'utf8');
  const counts: Record<string, number> = {};
  for (const line of log.slice(from).split('\n')) {
    const kind =
      /(upstream timed out|connect\(\) failed[^,]*|no live upstreams|upstream prematurely closed[^,]*|recv\(\) failed[^,]*)/.exec(
        line,
      )?.[1];
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return { counts, length: log.length };
}

/** The folder of deploy/nginx.conf's cache zone `zone`, relative to nginx's prefix. */
function cacheFolderOf(folder: string, zone: string): string {
  const config = readFileSync(path.join(folder, 'nginx.conf'), 'utf8');
  const match = new RegExp(`proxy_cache_path\\s+(\\S+)[^;]*keys_zone=${zone}:`).exec(config);
  if (!match) throw new Error(`deploy/nginx.conf has no cache zone ${zone}`);
  return path.join(folder, match[1]!);
}

/**
 * Mixed load through nginx (issue 40): deploy/nginx.conf as `npm run serve:nginx` runs it (ports moved,
 * loopback only), its header origin's `/fragment/` in front of every header fragment process its upstream
 * names. 80% hot canonical URLs (the cache's), 20% hostile spellings, each connection from a loopback
 * address of its own (one visitor each, as nginx's per-client limit sees them). Then: how many files the
 * cache gained (only the hot URLs may be stored), and a few hostile URLs asked twice.
 */
export async function mixedNginxCases(options: {
  durationSeconds: number;
  connections: readonly number[];
  /** Also each connection count paced to this many requests a second in all (none: closed loops only). */
  pacedRate?: number;
}): Promise<CaseResult[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fragment-attack-nginx-'));
  const api = await startCountingApi(benchPorts.api);
  const nginx = await startDeployNginx({ folder, firstPort: benchPorts.firstNginxPort });
  const headerPorts = nginx.upstreams.header_fragment_server ?? [];
  const processes = await Promise.all(
    headerPorts.map((port) => startFragmentProcess({ remote: 'header', port, apiPort: benchPorts.api })),
  );
  const results: CaseResult[] = [];
  try {
    const port = nginx.port(headerOriginPort);
    const origin = `http://127.0.0.1:${port}`;
    const hot = hotHeaderUrls();
    await warmUp(origin, hot);
    await settle();
    const cacheFolder = cacheFolderOf(folder, 'header_fragments');
    const runs = options.connections.flatMap((connections) => [
      { connections, rate: undefined },
      ...(options.pacedRate ? [{ connections, rate: options.pacedRate }] : []),
    ]);
    let errorLogRead = upstreamErrors(folder, 0).length;
    for (const [run, { connections, rate }] of runs.entries()) {
      const filesBefore = countCacheFiles(cacheFolder);
      const firstHostile = run * 10_000_000;
      const next = mixedRequests(hot, firstHostile);
      const samples = await mixedLoop({
        port,
        connections,
        durationSeconds: options.durationSeconds,
        maxRequests: 2_000_000,
        next,
        sourceAddress: ownLoopbackAddress,
        ratePerSecond: rate,
      });
      await settle();
      const filesAfter = countCacheFiles(cacheFolder);
      // A few of the hostile URLs the load sent, asked again from an address of their own: not a HIT.
      const repeated = await Promise.all(
        Array.from({ length: 13 }, async (_, index) => {
          const url = hostileUrl(firstHostile + index).url;
          await httpGet(`${origin}${url}`);
          const again = await httpGet(`${origin}${url}`);
          return `${again.status} ${String(again.headers['x-cache-status'] ?? '(no cache status)')}`;
        }),
      );
      const errors = upstreamErrors(folder, errorLogRead);
      errorLogRead = errors.length;
      const mixed = tallyMixed(samples, options.durationSeconds);
      const hostileAnswered = shareOf(mixed.hostile, [301, 400, 429]);
      results.push(
        caseResult({
          id: `mixed-nginx-${String(connections).padStart(3, '0')}${rate ? `-paced-${rate}` : ''}`,
          title: `Mixed load through nginx, ${connections} connections${rate ? `, paced to ${rate} requests/s` : ''}`,
          durationSeconds: options.durationSeconds,
          connections,
          mixed,
          figures: [
            `cache files ${filesBefore} before, ${filesAfter} after (${hot.length} hot URLs); hostile URLs asked again: ${repeated.join(', ')}`,
            `header upstream of ${headerPorts.length} fragment processes; nginx's upstream errors: ${
              Object.entries(errors.counts)
                .map(([kind, count]) => `${kind} ×${count}`)
                .join(', ') || 'none'
            }; canonical cache statuses: ${Object.entries(mixed.canonical.cacheStatuses)
              .map(([status, count]) => `${status} ${count}`)
              .join(', ')}`,
          ],
          targets: [
            {
              target: 'hostile answered 301, 400 or 429',
              measured: percent(hostileAnswered),
              met: hostileAnswered === 1,
            },
            { target: '0 5xx', measured: String(mixed.serverErrors), met: mixed.serverErrors === 0 },
            {
              target: `canonical p95 ≤ ${canonicalP95TargetMs} ms`,
              measured: milliseconds(mixed.canonical.latency.p95Ms),
              met: mixed.canonical.latency.p95Ms <= canonicalP95TargetMs,
            },
            {
              target: 'nothing hostile stored in the cache',
              measured: `${filesAfter - filesBefore} files added; asked again: ${[...new Set(repeated)].join(', ')}`,
              met: filesAfter === filesBefore && !repeated.some((answer) => answer.endsWith(' HIT')),
            },
          ],
        }),
      );
    }
  } finally {
    await nginx.stop();
    await Promise.all(processes.map(stopProcess));
    api.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}
