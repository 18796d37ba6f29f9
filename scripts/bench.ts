import { marketPanelMisses, runMarketPanelBench } from './bench/market-panel-bench';
import { runSearchBench } from './bench/search-bench';
import { runSearchKeystrokeBench, searchKeystrokeMisses } from './bench/search-keystroke-bench';
import { hostileParseMisses, runHostileParseBench } from './bench/hostile-parse-bench';
import { runSpotParseBench } from './bench/spot-parse-bench';

/**
 * `npm run bench`: speed targets are proven here, never as timed assertions in tests.
 * Exits non-zero when a median misses its target, so a regression is visible. The market panel bench
 * drives Chromium over the built demo (`npm run build` first; it serves the build itself if nothing does).
 */
async function main(): Promise<void> {
  const results = [...runSearchBench(), ...runSpotParseBench()];
  console.table(
    results.map((result) => ({ ...result, ok: result.medianMs <= result.targetMs ? 'yes' : 'NO' })),
  );
  const hostileParse = runHostileParseBench();
  console.log('Parse of 10,000 mutated answers per endpoint (target: every one under 2 ms):');
  console.table(
    hostileParse.map((figure) => ({
      endpoint: figure.endpoint,
      answers: figure.answers,
      'p99 ms': figure.p99Ms,
      'max ms': figure.maxMs,
      'full fixture answer ms': figure.fullAnswerMs,
    })),
  );
  const panel = await runMarketPanelBench();
  console.log('Market panel, Trade → Spot over 10,000 markets (open = pointer on Spot to painted list):');
  console.table(
    panel.map((figure) => ({
      cpu: `${figure.cpu}x`,
      'first open ms': Math.round(figure.firstOpenMs),
      'open work ms': Number(figure.openWorkMedianMs.toFixed(1)),
      'open to frame ms': Number(figure.openMedianMs.toFixed(1)),
      'tab switch work ms': Number(figure.tabSwitchWorkMedianMs.toFixed(1)),
      'tab switch to frame ms': Number(figure.tabSwitchMedianMs.toFixed(1)),
      'list elements': figure.listElements,
      rows: figure.rows,
      'worst frame ms': Number(figure.worstFrameMs.toFixed(1)),
      'longest task ms': Math.round(figure.longestTaskMs),
    })),
  );
  const keystrokes = await runSearchKeystrokeBench();
  console.log('AggregatedSearch in the header dialog over 10,000 markets (key press to painted frame):');
  console.table(
    keystrokes.map((figure) => ({
      cpu: `${figure.cpu}x`,
      keystrokes: figure.keystrokes,
      'worst key to paint ms': Number(figure.worstKeystrokeMs.toFixed(1)),
      'median key to paint ms': Number(figure.medianKeystrokeMs.toFixed(1)),
      'worst key to results ms': Math.round(figure.worstResultsMs),
      'median key to results ms': Math.round(figure.medianResultsMs),
      'worst event timing ms': figure.worstEventTimingMs,
    })),
  );
  const misses = [
    ...hostileParseMisses(hostileParse),
    ...marketPanelMisses(panel),
    ...searchKeystrokeMisses(keystrokes),
  ];
  for (const miss of misses) console.error(`missed: ${miss}`);
  if (results.some((result) => result.medianMs > result.targetMs) || misses.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
