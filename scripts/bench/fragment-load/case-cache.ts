import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { encodeFragmentQuery } from '@site-chrome/host/fragments';
import { replaceFigures } from '../page-load/report';
import { benchPorts } from './bench-ports';
import { closedLoop } from './closed-loop';
import { startCountingApi, startFragmentProcess } from './fragment-processes';
import { httpGet } from './http-get';
import { summariseLatencies } from './latency';
import { hasFragmentOriginConf, startNginxCache } from './nginx-cache';
import { cpuMs } from './process-sample';
import { loadCasesMarkdown, missedFragmentTargets, type LoadCase } from './report';

/**
 * `--case cache` (issue 33): a load test of the header's fragment server with autocannon, on loopback only,
 * each case bounded in time (`--duration S`, default 10).
 *
 * - Node, uncached: the fragment server itself, every request a URL of its own (another page
 *   path), so no answer can come from any response cache; the server's data cache (its process-wide SWR
 *   cache in front of the API) is warmed first, so a render costs no API call, as in production. 1 and 50
 *   connections.
 * - nginx cache: deploy/nginx/fragment-origin.conf's `proxy_cache` in front of the same server, cycling
 *   through 64 URLs requested once beforehand (hits). 1 and 50 connections. Skipped when that file is not
 *   in the tree (the nginx SSI work not merged).
 *
 * Besides latency: the fragment server's CPU time per answered request (from /proc), the API calls it made
 * during each case (0: the data cache stayed warm), and nginx's cache status of each answer.
 * Writes bench-results/fragment-load.json and the figures in BENCHMARKS.md's `bench:fragments` block.
 */
const repoRoot = path.resolve(__dirname, '../../..');
// The bench's own loopback ports, clear of the demo's (bench-ports.ts).
const fragmentPort = benchPorts.fragmentServer;
const apiPort = benchPorts.api;
const nginxPort = benchPorts.cacheNginx;
const cachedUrlCount = 64;

/**
 * The header of the demo's home page state (every setting at its default, so the canonical query holds
 * only the path) on page `pagePath`: one canonical URL per path.
 */
const headerUrl = (pagePath: string) => `/fragment/Header?${encodeFragmentQuery({ path: pagePath })}`;

interface CaseOptions {
  name: string;
  server: LoadCase['server'];
  port: number;
  connections: number;
  urls: number | 'distinct';
  durationSeconds: number;
  serverPid: number;
  apiCalls: () => number;
}

async function runCase(options: CaseOptions, nextPath: () => string): Promise<LoadCase> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = cpuMs(options.serverPid);
  const apiBefore = options.apiCalls();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // Every response time (sub-millisecond), for percentiles autocannon's summary does not give.
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode === 200) latencies.push(responseTimeMs);
      else failures++;
    });
  });
  const latency = summariseLatencies(latencies, options.durationSeconds);
  return {
    name: options.name,
    server: options.server,
    connections: options.connections,
    urls: options.urls,
    durationSeconds: options.durationSeconds,
    latency,
    failures: failures + result.errors + result.timeouts,
    // Response time in flight per connection: 1 at most when each connection waits for its answer.
    inFlightPerConnection:
      latencies.reduce((sum, value) => sum + value, 0) /
      (options.durationSeconds * 1000 * options.connections),
    // autocannon's own figures (whole milliseconds), beside ours as a check.
    autocannonLatency: {
      averageMs: result.latency.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    },
    serverCpuMsPerRequest: (cpuMs(options.serverPid) - cpuBefore) / Math.max(1, latency.requests),
    apiCalls: options.apiCalls() - apiBefore,
  };
}

/** nginx's `$upstream_cache_status` lines written since `from`, counted. */
function countStatuses(logPath: string, from: number): { counts: Record<string, number>; lines: number } {
  const lines = readFileSync(logPath, 'utf8').split('\n').filter(Boolean);
  const counts: Record<string, number> = {};
  for (const status of lines.slice(from)) counts[status] = (counts[status] ?? 0) + 1;
  return { counts, lines: lines.length };
}

export async function cacheCases(options: { durationSeconds: number; write: boolean }): Promise<void> {
  const { durationSeconds } = options;
  const api = await startCountingApi(apiPort);
  const fragmentServer: ChildProcess = await startFragmentProcess({
    remote: 'header',
    port: fragmentPort,
    apiPort,
  });
  const serverPid = fragmentServer.pid!;
  const nginxFolder = mkdtempSync(path.join(tmpdir(), 'fragment-load-nginx-'));
  let nginx: ChildProcess | undefined;
  const cases: LoadCase[] = [];
  try {
    // The data cache's first fill (API calls), then the server's code warmed: 200 renders one after another.
    for (let index = 0; index < 200; index++) {
      const response = await httpGet(`http://127.0.0.1:${fragmentPort}${headerUrl(`/warm/${index}`)}`);
      if (response.status !== 200) throw new Error(`warm-up answered ${response.status}: ${response.body}`);
    }
    let distinct = 0;
    const everyPathNew = () => headerUrl(`/markets/page-${distinct++}`);
    const common = { durationSeconds, serverPid, apiCalls: api.calls };
    for (const connections of [1, 50]) {
      const name = `Node, uncached, ${connections} connection${connections > 1 ? 's' : ''}`;
      console.log(`${name}: ${durationSeconds} s…`);
      cases.push(
        await runCase(
          { ...common, name, server: 'node', port: fragmentPort, connections, urls: 'distinct' },
          everyPathNew,
        ),
      );
    }

    if (!hasFragmentOriginConf())
      console.log(
        'nginx cache: skipped, deploy/nginx/fragment-origin.conf is not in this tree (nginx SSI not merged)',
      );
    else {
      nginx = await startNginxCache({ folder: nginxFolder, port: nginxPort, upstreamPort: fragmentPort });
      const cachedPaths = Array.from({ length: cachedUrlCount }, (_, index) =>
        headerUrl(`/markets/cached-${index}`),
      );
      for (const url of cachedPaths) {
        const response = await httpGet(`http://127.0.0.1:${nginxPort}${url}`);
        if (response.status !== 200)
          throw new Error(`nginx answered ${response.status} for ${url}: ${response.body.slice(0, 300)}`);
      }
      const logPath = path.join(nginxFolder, 'cache-status.log');
      const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
      await settle();
      let logged = countStatuses(logPath, 0).lines;
      let next = 0;
      const cycle = () => cachedPaths[next++ % cachedPaths.length]!;
      for (const connections of [1, 50]) {
        const name = `nginx cache, ${connections} connection${connections > 1 ? 's' : ''}`;
        console.log(`${name}: ${durationSeconds} s…`);
        const loadCase = await runCase(
          { ...common, name, server: 'nginx cache', port: nginxPort, connections, urls: cachedUrlCount },
          cycle,
        );
        await settle();
        const statuses = countStatuses(logPath, logged);
        logged = statuses.lines;
        cases.push({ ...loadCase, cacheStatuses: statuses.counts });
      }
      // The same through plain node:http, one request in flight per connection (see closed-loop.ts).
      for (const connections of [1, 50]) {
        const name = `nginx cache, ${connections} connection${connections > 1 ? 's' : ''}, node:http client`;
        console.log(`${name}: ${durationSeconds} s…`);
        const cpuBefore = cpuMs(serverPid);
        const measured = await closedLoop({ port: nginxPort, connections, durationSeconds, nextPath: cycle });
        await settle();
        const statuses = countStatuses(logPath, logged);
        logged = statuses.lines;
        const latency = summariseLatencies(measured.latenciesMs, durationSeconds);
        cases.push({
          name,
          server: 'nginx cache',
          connections,
          urls: cachedUrlCount,
          durationSeconds,
          latency,
          failures: measured.failures,
          inFlightPerConnection:
            measured.latenciesMs.reduce((sum, value) => sum + value, 0) /
            (durationSeconds * 1000 * connections),
          serverCpuMsPerRequest: (cpuMs(serverPid) - cpuBefore) / Math.max(1, latency.requests),
          cacheStatuses: statuses.counts,
          apiCalls: 0,
        });
      }
    }
  } finally {
    nginx?.kill('SIGQUIT');
    fragmentServer.kill('SIGTERM');
    api.close();
    rmSync(nginxFolder, { recursive: true, force: true });
  }

  const load = loadavg()[0]!.toFixed(1);
  const table = loadCasesMarkdown(cases);
  const misses = missedFragmentTargets(cases);
  console.log(`\n${table}\n`);
  for (const { name, autocannonLatency } of cases)
    if (autocannonLatency)
      console.log(
        `${name}: autocannon's own latency average ${autocannonLatency.averageMs} ms, p50 ${autocannonLatency.p50Ms} ms, p99 ${autocannonLatency.p99Ms} ms`,
      );
  for (const miss of misses) console.log(`target missed: ${miss}`);
  if (!options.write) return;
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench-results/fragment-load.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), load, cases }, null, 2)}\n`,
  );
  const benchmarksPath = path.join(repoRoot, 'BENCHMARKS.md');
  const figures = [
    `Measured ${new Date().toISOString().slice(0, 10)}, ${durationSeconds} s per case, load average ${load} (2 cores; autocannon, nginx and the fragment server share them).`,
    '',
    table,
    ...(misses.length > 0 ? ['', 'Targets missed:', '', ...misses.map((miss) => `- ${miss}`)] : []),
  ].join('\n');
  const current = await readFile(benchmarksPath, 'utf8');
  const prettierOptions = { ...(await prettier.resolveConfig(benchmarksPath)), filepath: benchmarksPath };
  await writeFile(
    benchmarksPath,
    await prettier.format(replaceFigures(current, figures, 'bench:fragments'), prettierOptions),
  );
  console.log('Wrote bench-results/fragment-load.json and the figures in BENCHMARKS.md');
}
