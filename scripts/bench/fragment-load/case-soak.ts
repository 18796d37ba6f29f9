import { benchPorts } from './bench-ports';
import { hotHeaderUrls } from './canonical-urls';
import { caseResult, percent, type CaseResult } from './case-result';
import { startCountingApi, startFragmentProcess, stopProcess } from './fragment-processes';
import { mixedLoop } from './mixed-loop';
import { mixedRequests, tallyMixed } from './mixed-tally';
import { openFds, residentKb, type ProcessSample } from './process-sample';
import { soakVerdict } from './soak-verdict';
import { warmUp } from './warm-up';

/** Every 5 s, but at least 40 readings in a short soak (the verdict cuts it into 10 windows). */
const sampleEverySeconds = (soakSeconds: number) => Math.min(5, soakSeconds / 40);
const connections = 20;
const kilobytesAsMb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/**
 * Soak (issue 40): one header fragment server under the mixed load (80% hot canonical URLs, 20% hostile
 * spellings, each new) for `soakSeconds`, its RSS and open descriptors read from /proc every 5 s. The
 * warm-up is a fifth of the soak, at most 60 s: the caches have filled and the heap has found its size by
 * then (`soakVerdict` says how the rest is read).
 */
export async function soakCase(options: { soakSeconds: number }): Promise<CaseResult> {
  const warmUpSeconds = Math.min(60, options.soakSeconds / 5);
  const api = await startCountingApi(benchPorts.api);
  const server = await startFragmentProcess({
    remote: 'header',
    port: benchPorts.fragmentServer,
    apiPort: benchPorts.api,
  });
  const pid = server.pid!;
  try {
    const hot = hotHeaderUrls();
    await warmUp(`http://127.0.0.1:${benchPorts.fragmentServer}`, hot);
    const samples: ProcessSample[] = [];
    const started = performance.now();
    const read = () =>
      samples.push({
        atSeconds: (performance.now() - started) / 1000,
        rssKb: residentKb(pid),
        openFds: openFds(pid),
      });
    read();
    const sampler = setInterval(read, sampleEverySeconds(options.soakSeconds) * 1000);
    const answers = await mixedLoop({
      port: benchPorts.fragmentServer,
      connections,
      durationSeconds: options.soakSeconds,
      maxRequests: 50_000_000,
      next: mixedRequests(hot),
    }).finally(() => clearInterval(sampler));
    read();
    const verdict = soakVerdict(samples, warmUpSeconds);
    const mixed = tallyMixed(answers, options.soakSeconds);
    const change = (share: number) => `${share >= 0 ? '+' : ''}${percent(share)}`;
    return caseResult({
      id: 'soak',
      title: `Soak, ${options.soakSeconds} s of the mixed load on one fragment server`,
      durationSeconds: options.soakSeconds,
      connections,
      figures: [
        `${mixed.canonical.latency.requests + mixed.hostile.latency.requests} requests (${connections} connections), ${mixed.serverErrors} 5xx, ${mixed.unanswered} unanswered; RSS at start ${kilobytesAsMb(samples[0]!.rssKb)}, after the ${warmUpSeconds} s warm-up ${kilobytesAsMb(verdict.baselineRssKb)}, at the end ${kilobytesAsMb(samples.at(-1)!.rssKb)} (${verdict.samplesAfterWarmUp} readings); the median of each tenth after the warm-up: ${verdict.windowMediansKb.map((kb) => (kb / 1024).toFixed(0)).join(', ')} MB`,
      ],
      targets: [
        {
          target: 'RSS within ±10% of its value after warm-up',
          measured: `window medians ${change(verdict.rssChange.lowest)} to ${change(verdict.rssChange.highest)} (single readings ${change(verdict.rssReadingChange.lowest)} to ${change(verdict.rssReadingChange.highest)})`,
          met: verdict.rssWithinTenPercent,
        },
        {
          target: 'open file descriptors flat',
          measured: `${verdict.fds.first} after warm-up, ${verdict.fds.lowest}-${verdict.fds.highest}, ${verdict.fds.last} at the end; highest ${verdict.fdWindows.first} in the first tenth, ${verdict.fdWindows.last} in the last`,
          met: verdict.fdsFlat,
        },
      ],
    });
  } finally {
    await stopProcess(server);
    api.close();
  }
}
