import path from 'node:path';
import { readBudgetFile } from './budgets/budget-file';
import {
  checkByteBudgets,
  checkCount,
  checkRatio,
  checkServerPage,
  describeMisses,
  type BudgetLine,
} from './budgets/check';
import { measureParts, type BudgetPages } from './budgets/parts';
import { racedSharedFiles } from './budgets/raced-shared-files';
import { benchOrigin, serveDemoIfNeeded } from './chromium-bench';
import { waitForQuietMachine } from './quiet-machine';
import { comparePages, launchBenchChromium } from './page-load/compare-pages';
import { measureScripts } from './page-load/js-bytes';
import { profileNamed } from './page-load/profiles';
import { duplicateSingletons, repeatedApiCalls } from './page-load/summary';
import { visitPage, type Visit } from './page-load/visit';

/**
 * `npm run bench:check`: holds the served build (`npm run build` first; served here if nothing serves it)
 * to budgets.json. Bytes are exact gzip figures per part; times only as ratios, with headroom for a noisy
 * machine: the federated/bundled header-ready ratio (desktop and mobile) and, on desktop, the server-rendered
 * page's menu-open-ready and header interactive against the bundled page's (issue 41). Prints every budget with its headroom; a miss prints the
 * budget, the figure, the delta and the files, and fails the run.
 */
const budgetPages: Record<keyof BudgetPages, string> = {
  demo: '/?login=1',
  trading: '/trade/BTC_USDT?login=1',
  plain: '/plain.html',
};

async function visitBudgetPages(): Promise<{ pages: BudgetPages; visits: Visit[] }> {
  const browser = await launchBenchChromium();
  try {
    const visits: Visit[] = [];
    const pages = {} as Record<keyof BudgetPages, ReturnType<typeof measureScripts>>;
    for (const [name, pagePath] of Object.entries(budgetPages) as [keyof BudgetPages, string][]) {
      const visit = await visitPage(browser, {
        url: benchOrigin + pagePath,
        profile: profileNamed('unthrottled'),
        keepBodies: true,
      });
      visits.push(visit);
      pages[name] = measureScripts(visit.scripts);
    }
    return { pages, visits };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const budgets = await readBudgetFile(path.resolve(__dirname, '../../budgets.json'));
  const stopServing = await serveDemoIfNeeded();
  const lines: BudgetLine[] = [];
  try {
    const { pages, visits } = await visitBudgetPages();
    lines.push(...checkByteBudgets(budgets, measureParts(pages, await racedSharedFiles(benchOrigin))));

    await waitForQuietMachine();
    const comparisons = await comparePages({
      origin: benchOrigin,
      runs: budgets.headerReadyRatio.runs,
      profiles: [profileNamed('desktop'), profileNamed('mobile')],
      // Issue 41's server-page ratios on desktop only, in the same runs: three pages instead of two there,
      // with the pointer resting on the first dropdown on every page (mobile's taps would add its slowest
      // visits for a figure desktop already holds).
      withServerPage: ['desktop'],
      measureMenuOn: ['desktop'],
      // A menu shut 5 s after the header showed is far past any ceiling (desktop's bundled menu opens about
      // 0.4 s after its header): waiting the default 10 s for it would only lengthen a failing run.
      menuWaitMs: 5_000,
      // Mobile's pages load side by side: half the wall time of CI's slowest budget. They read about 0.05
      // lower that way than one after another (1.34 against 1.39, two runs each), so mobile's ratio budget is
      // that much tighter (budgets.json): the same strictness.
      sideBySide: ['mobile'],
    });
    const runs = budgets.headerReadyRatio.runs;
    const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
    for (const { profile, ratio, federated, bundled, server } of comparisons) {
      lines.push(
        checkRatio(
          `headerReadyRatio.${profile.name}`,
          `header-ready federated / bundled, ${profile.name} profile`,
          budgets.headerReadyRatio[profile.name as 'desktop' | 'mobile'],
          ratio,
          [
            `federated ${ms(federated.headerReadyMs)}, bundled ${ms(bundled.headerReadyMs)} (medians of ${runs})`,
          ],
        ),
      );
      if (server) lines.push(...checkServerPage(budgets.serverPageRatio, profile.name, server, bundled));
    }

    const pageSummaries = comparisons.flatMap(({ federated, bundled, server }) => [
      federated,
      bundled,
      ...(server ? [server] : []),
    ]);
    const unique = (lists: string[][]) => [...new Set(lists.flat())];
    lines.push(
      checkCount(
        'duplicateSingletons',
        'shared modules loaded from two builds, React renderers, federation runtimes',
        budgets.duplicateSingletons,
        unique([
          ...visits.map((visit, index) =>
            duplicateSingletons(visit, Object.values(pages)[index]).map(
              (found) => `${Object.values(budgetPages)[index]}: ${found}`,
            ),
          ),
          ...pageSummaries.map((summary) => summary.duplicateSingletons),
        ]),
      ),
      checkCount(
        'repeatedApiCalls',
        'API calls made twice in one visit',
        budgets.repeatedApiCalls,
        unique([
          ...visits.map((visit) => repeatedApiCalls(visit.apiCalls)),
          ...pageSummaries.map((summary) => summary.repeatedApiCalls),
        ]),
      ),
    );
  } finally {
    await stopServing();
  }
  console.table(
    lines.map((line) => ({
      budget: line.budget,
      what: line.description,
      measured: line.measured,
      budgeted: line.limit,
      delta: line.delta,
      ok: line.ok ? 'yes' : 'NO',
    })),
  );
  const misses = describeMisses(lines);
  for (const miss of misses) console.log(miss);
  if (misses.length > 0) process.exitCode = 1;
  else console.log('Every budget in budgets.json is kept.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
