import type { ChildProcess } from 'node:child_process';
import { supportedLanguages } from '@site-chrome/runtime';
import { appPorts } from '@site-chrome/rules/ports';
import { siteKeys } from '@site-chrome/rules/sites';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPorts } from './bench-ports';
import { everyScopeUrl, fragmentUrl, uncachedUrl } from './canonical-urls';
import { caseResult, type CaseResult } from './case-result';
import { composeFetch, type FetchedFragment } from './compose-fetch';
import { startDeployNginx } from './deploy-nginx';
import {
  startCountingApi,
  startFragmentProcess,
  stopProcess,
  type FragmentRemote,
} from './fragment-processes';
import { warmUp } from './warm-up';

/** What a page composer gives each fragment (issue 33): past it, the slot is left to the browser. */
const budgetMs = 100;
const origins: Record<FragmentRemote, { deployPort: number; upstream: string; part: string }> = {
  header: { deployPort: appPorts.header, upstream: 'header_fragment_server', part: 'Header' },
  footer: { deployPort: appPorts.footer, upstream: 'footer_fragment_server', part: 'Footer' },
};

interface Composition {
  atMs: number;
  outcomes: FetchedFragment[];
}

const failed = (composition: Composition) => composition.outcomes.some((outcome) => !outcome.ok);

/**
 * Page `n`'s fragment URL for `part`: one page in three a state nobody asked for before (a render in one of
 * the remote's processes), the others the 66 hot states (each origin's cache). At 50 pages a second that is
 * 17 renders a second per origin from the one composer, under nginx's 20 a second per client: the case
 * measures the kill, not the limit.
 */
function pageFragmentUrl(part: string, n: number): string {
  if (n % 3 === 2) return uncachedUrl(part, 1_000_000 + n);
  return fragmentUrl(part, hotPageStates[n % hotPageStates.length]!);
}
const hotPageStates = siteKeys.flatMap((site) =>
  supportedLanguages.slice(0, 6).map((language) => ({ site, language })),
);

/**
 * Kill one of two fragment processes mid-load (issue 40): deploy/nginx.conf (ports moved) in front of every
 * header and footer process its upstreams name; pages composed at `composeRate` a second, each fetching its
 * Header and Footer through the origins with the composer's check (`composeFetch`, 100 ms each), one page
 * in three a state nobody asked for before, so its fetches reach a fragment process. Halfway, one header
 * process gets SIGKILL (no goodbye: its sockets reset mid-answer). A composition fails when either fragment
 * is late, refused or not a fragment of ours.
 */
export async function killOneCase(options: {
  durationSeconds: number;
  composeRate: number;
}): Promise<CaseResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fragment-kill-one-'));
  const api = await startCountingApi(benchPorts.api);
  const nginx = await startDeployNginx({ folder, firstPort: benchPorts.firstNginxPort });
  const processes = new Map<number, ChildProcess>();
  try {
    for (const remote of ['header', 'footer'] as const) {
      const ports = nginx.upstreams[origins[remote].upstream] ?? [];
      for (const port of ports)
        processes.set(port, await startFragmentProcess({ remote, port, apiPort: benchPorts.api }));
      // Each process's own data cache filled (every sub-site and language), as after a while in service.
      for (const port of ports) await warmUp(`http://127.0.0.1:${port}`, everyScopeUrl(origins[remote].part));
      // The hot pages in the origin's cache, one at a time (under the per-client limit).
      const { deployPort, part } = origins[remote];
      for (const props of hotPageStates)
        await warmUp(`http://127.0.0.1:${nginx.port(deployPort)}`, [fragmentUrl(part, props)], 1);
    }
    const headerPorts = nginx.upstreams[origins.header.upstream] ?? [];
    const victimPort = headerPorts[0]!;
    const total = Math.round(options.composeRate * options.durationSeconds);
    const started = performance.now();
    const compositions: Composition[] = [];
    let killedAtMs = Number.NaN;
    const killTimer = setTimeout(
      () => {
        killedAtMs = performance.now() - started;
        processes.get(victimPort)?.kill('SIGKILL');
      },
      (options.durationSeconds * 1000) / 2,
    );
    const compose = async (n: number) => {
      const atMs = performance.now() - started;
      const outcomes = await Promise.all(
        (['header', 'footer'] as const).map((remote) => {
          const { deployPort, part } = origins[remote];
          return composeFetch(
            `http://127.0.0.1:${nginx.port(deployPort)}${pageFragmentUrl(part, n)}`,
            part,
            budgetMs,
          );
        }),
      );
      compositions.push({ atMs, outcomes });
    };
    // An open loop: page n starts at n / rate seconds whatever the earlier ones are doing, as visitors do.
    const pending: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const due = (n * 1000) / options.composeRate - (performance.now() - started);
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      pending.push(compose(n));
    }
    await Promise.all(pending);
    clearTimeout(killTimer);

    const before = compositions.filter(({ atMs }) => atMs < killedAtMs);
    const after = compositions.filter(({ atMs }) => atMs >= killedAtMs);
    // The pages in flight on the killed process are the kill's own; the ones after it meet one process.
    const firstSecond = after.filter(({ atMs }) => atMs < killedAtMs + 1000);
    const failures = compositions.filter(failed);
    const reasons = new Map<string, number>();
    for (const { outcomes } of failures)
      for (const outcome of outcomes)
        if (!outcome.ok) reasons.set(outcome.why, (reasons.get(outcome.why) ?? 0) + 1);
    return caseResult({
      id: 'kill-one',
      title: 'Kill one of two fragment processes mid-load',
      durationSeconds: options.durationSeconds,
      figures: [
        `${compositions.length} pages composed at ${options.composeRate}/s (Header + Footer, ${budgetMs} ms each, one page in three a new state), header upstream of ${headerPorts.length} processes; one killed (SIGKILL) at ${(killedAtMs / 1000).toFixed(1)} s`,
        `failed before the kill ${before.filter(failed).length} of ${before.length}, after it ${after.filter(failed).length} of ${after.length} (${firstSecond.filter(failed).length} of ${firstSecond.length} in its first second)${
          reasons.size > 0
            ? `; why: ${[...reasons].map(([detail, count]) => `${detail} ×${count}`).join(', ')}`
            : ''
        }`,
      ],
      targets: [
        {
          target: '0 failed page compositions',
          measured: `${failures.length} of ${compositions.length} (${after.filter(failed).length} after the kill)`,
          met: failures.length === 0,
        },
      ],
    });
  } finally {
    await nginx.stop();
    await Promise.all([...processes.values()].map(stopProcess));
    api.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
