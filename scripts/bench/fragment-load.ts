import { recordAttackResults } from './fragment-load/attack-results';
import { cacheCases } from './fragment-load/case-cache';
import { isolationCase } from './fragment-load/case-isolation';
import { killOneCase } from './fragment-load/case-kill-one';
import { mixedNginxCases } from './fragment-load/case-mixed-nginx';
import { mixedNodeCase } from './fragment-load/case-mixed-node';
import type { CaseResult } from './fragment-load/case-result';
import { soakCase } from './fragment-load/case-soak';
import { uncachedCase } from './fragment-load/case-uncached';

/**
 * `npm run bench:fragments` (after `npm run build`): load, attack and overload cases of the fragment
 * servers, on loopback only, each bounded in time and in requests, each stopping by itself.
 *
 *   --case NAME          one case (repeat, or a comma list); default: all of them, in the order below
 *   --duration S         seconds of load per case (default 10)
 *   --soak-seconds S     the soak's length (default 600)
 *   --compose-rate N     page compositions per second in kill-one (default 50)
 *   --paced-rate N       the mixed cases again at N requests per second in all (default 1000), beside
 *                        their closed loops (as fast as the answers come), where the client's own queue
 *                        is the latency
 *   --no-write           print only; leave bench-results/ and BENCHMARKS.md as they are
 *
 * Cases (issue 33's first, then issue 40's "Targets"):
 *   cache        issue 33: the header's fragment server uncached, and nginx's cache in front (autocannon)
 *   mixed-nginx  80% hot canonical URLs, 20% hostile spellings, through deploy/nginx.conf, 50 and 200 connections
 *   mixed-node   the same mix on one Node fragment server alone, 50 connections
 *   uncached     every request a new canonical URL, 50 connections: the render cap's 503s and slowest 200
 *   kill-one     page compositions (Header + Footer, 100 ms each) through nginx while one of two processes is killed
 *   soak         a fragment server under the mix for --soak-seconds: RSS and open descriptors
 *   isolation    11 sub-sites × 14 languages × 3 countries at once: each fragment holds its own answers
 *
 * Issue 33's cases write the `bench:fragments` block of BENCHMARKS.md; the others keep their latest result
 * each in bench-results/fragment-attack.json and write all of them into the `bench:fragments-attack` block.
 */
const caseNames = [
  'cache',
  'mixed-nginx',
  'mixed-node',
  'uncached',
  'kill-one',
  'soak',
  'isolation',
] as const;
type CaseName = (typeof caseNames)[number];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function chosenCases(): CaseName[] {
  const asked = process.argv.flatMap((argument, index) =>
    process.argv[index - 1] === '--case' ? argument.split(',') : [],
  );
  const unknown = asked.filter((name) => !(caseNames as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`no case ${unknown.join(', ')}; the cases are ${caseNames.join(', ')}`);
  return asked.length === 0 ? [...caseNames] : caseNames.filter((name) => asked.includes(name));
}

async function main(): Promise<void> {
  const durationSeconds = Number(option('--duration') ?? 10);
  const soakSeconds = Number(option('--soak-seconds') ?? 600);
  const composeRate = Number(option('--compose-rate') ?? 50);
  const pacedRate = Number(option('--paced-rate') ?? 1000);
  const write = !process.argv.includes('--no-write');
  const results: CaseResult[] = [];
  const run: Record<CaseName, () => Promise<unknown>> = {
    cache: () => cacheCases({ durationSeconds, write }),
    'mixed-nginx': async () =>
      results.push(...(await mixedNginxCases({ durationSeconds, connections: [50, 200], pacedRate }))),
    'mixed-node': async () => {
      results.push(await mixedNodeCase({ durationSeconds, connections: 50 }));
      results.push(await mixedNodeCase({ durationSeconds, connections: 50, rate: pacedRate }));
    },
    uncached: async () => results.push(await uncachedCase({ durationSeconds, connections: 50 })),
    'kill-one': async () => results.push(await killOneCase({ durationSeconds, composeRate })),
    soak: async () => results.push(await soakCase({ soakSeconds })),
    isolation: async () => results.push(await isolationCase()),
  };
  for (const name of chosenCases()) {
    console.log(`${name}…`);
    const before = results.length;
    await run[name]();
    for (const result of results.slice(before)) {
      console.log(`  ${result.title} (load ${result.load})`);
      for (const figure of result.figures) console.log(`    ${figure}`);
      for (const { target, measured, met } of result.targets)
        console.log(`    ${met ? 'met   ' : 'MISSED'} ${target}: ${measured}`);
    }
  }
  if (write && results.length > 0) {
    await recordAttackResults(results);
    console.log(
      'Wrote bench-results/fragment-attack.json and the bench:fragments-attack block of BENCHMARKS.md',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
