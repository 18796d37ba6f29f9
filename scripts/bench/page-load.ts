import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { benchOrigin, serveDemoIfNeeded } from './chromium-bench';
import { comparePages, comparedPages } from './page-load/compare-pages';
import { runLighthouse, type LighthouseFigures } from './page-load/lighthouse';
import { loadProfiles, profileNamed } from './page-load/profiles';
import {
  comparisonHeadings,
  comparisonMarkdown,
  comparisonRows,
  lighthouseMarkdown,
  replaceFigures,
  serverPageMarkdown,
} from './page-load/report';
import { missedTargets } from './page-load/targets';

/**
 * `npm run bench:page`: the federated chrome against the same chrome bundled (/bundled.html) and the page
 * composed on the server from the remotes' fragments (`/?ssr=1`, issue 33), on first visits in Debian's
 * Chromium, under the three profiles of issue 12; then Lighthouse on the three pages.
 * Prints a table, writes bench-results/page-load.json and the figures in BENCHMARKS.md.
 *
 * Options: `--runs N` (default 9), `--profiles desktop,mobile`, `--no-lighthouse`, `--no-write`. The
 * server-rendered page's fragment budget: `SSR_FRAGMENT_BUDGET_MS` (default 100, as in production).
 */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const repoRoot = path.resolve(__dirname, '../..');

/** The demo host's budget per fragment when this script serves the build (scripts/serve.ts reads the same). */
const fragmentBudgetMs = Number(process.env.SSR_FRAGMENT_BUDGET_MS) || 100;

/** The machine's 1-minute load average: the figures depend on it (the machine is shared). */
const loadAverage = () => loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 9);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const profiles = option('--profiles')?.split(',').map(profileNamed) ?? loadProfiles;
  const stopServing = await serveDemoIfNeeded();
  let lighthouse: LighthouseFigures | undefined;
  let lighthouseBundled: LighthouseFigures | undefined;
  let lighthouseServer: LighthouseFigures | undefined;
  try {
    const comparisons = await comparePages({
      origin: benchOrigin,
      runs,
      profiles,
      withServerPage: profiles.map((profile) => profile.name),
      measureMenuOn: profiles.map((profile) => profile.name),
      onVisit: (profile, page, run, visit) =>
        process.stdout.write(
          `${profile.name} ${page} run ${run + 1}/${runs}: header ${Math.round(visit.headerReadyMs ?? Number.NaN)} ms\n`,
        ),
    });
    if (!process.argv.includes('--no-lighthouse')) {
      lighthouse = await runLighthouse(benchOrigin + comparedPages.federated);
      // What the same chrome scores without federation: the server page is held to it (issue 41).
      lighthouseBundled = await runLighthouse(benchOrigin + comparedPages.bundled);
      lighthouseServer = await runLighthouse(benchOrigin + comparedPages.server);
    }

    console.log(
      `\nFederated (${comparedPages.federated}) vs bundled (${comparedPages.bundled}) vs server-rendered (${comparedPages.server}), ${runs} runs each:`,
    );
    console.table(
      comparisonRows(comparisons).map((row) =>
        Object.fromEntries(comparisonHeadings.map((heading, index) => [heading, row[index]])),
      ),
    );
    console.log(serverPageMarkdown(comparisons));
    if (lighthouse) console.log(lighthouseMarkdown(lighthouse, lighthouseBundled, lighthouseServer));
    const misses = missedTargets(comparisons, {
      federated: lighthouse,
      bundled: lighthouseBundled,
      server: lighthouseServer,
    });
    for (const miss of misses) console.log(`target missed: ${miss}`);

    if (!process.argv.includes('--no-write')) {
      await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
      await writeFile(
        path.join(repoRoot, 'bench-results/page-load.json'),
        `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, load: loadAverage(), fragmentBudgetMs, comparisons, lighthouse, lighthouseBundled, lighthouseServer }, null, 2)}\n`,
      );
      const benchmarksPath = path.join(repoRoot, 'BENCHMARKS.md');
      const current = await readFile(benchmarksPath, 'utf8').catch(() => '# Benchmarks\n');
      const figures = [
        `Measured ${new Date().toISOString().slice(0, 10)}, ${runs} runs per page and profile, load average ${loadAverage()} (2 cores), fragment budget ${fragmentBudgetMs} ms.`,
        '',
        comparisonMarkdown(comparisons),
        '',
        serverPageMarkdown(comparisons),
        ...(lighthouse ? ['', lighthouseMarkdown(lighthouse, lighthouseBundled, lighthouseServer)] : []),
        ...(misses.length > 0 ? ['', 'Targets missed:', '', ...misses.map((miss) => `- ${miss}`)] : []),
      ].join('\n');
      // Formatted as `npm run format:check` wants it: the tables' columns aligned.
      const options = { ...(await prettier.resolveConfig(benchmarksPath)), filepath: benchmarksPath };
      await writeFile(benchmarksPath, await prettier.format(replaceFigures(current, figures), options));
      console.log('\nWrote bench-results/page-load.json and the figures in BENCHMARKS.md');
    }
  } finally {
    await stopServing();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
