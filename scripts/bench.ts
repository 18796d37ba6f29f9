import { runSearchBench } from './bench/search-bench';
import { runSpotParseBench } from './bench/spot-parse-bench';

/**
 * `npm run bench`: speed targets are proven here, never as timed assertions in tests.
 * Exits non-zero when a median misses its target, so a regression is visible.
 */
const results = [...runSearchBench(), ...runSpotParseBench()];
console.table(
  results.map((result) => ({ ...result, ok: result.medianMs <= result.targetMs ? 'yes' : 'NO' })),
);
if (results.some((result) => result.medianMs > result.targetMs)) process.exit(1);
