import { parseSpotRows } from '@site-chrome/data/testing';
import { getFixtures } from '@site-chrome/dev/testing';
import type { BenchResult } from './search-bench';

const warmUpRounds = 20;
const measuredRounds = 200;

/** Median time to turn the full positional spot list (the fixture's 2,700+ rows) into market objects. */
export function runSpotParseBench(): BenchResult[] {
  const rows = getFixtures().spotRows;
  for (let round = 0; round < warmUpRounds; round += 1) parseSpotRows(rows);
  const samples: number[] = [];
  let sink = 0;
  for (let round = 0; round < measuredRounds; round += 1) {
    const started = performance.now();
    sink += parseSpotRows(rows).length;
    samples.push(performance.now() - started);
  }
  if (sink < 0) console.log(sink);
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
  return [
    { name: `parse ${rows.length} positional spot rows`, medianMs: Number(median.toFixed(3)), targetMs: 5 },
  ];
}
