import { createMarketSearchIndex, filterAlphaTokens } from '@site-chrome/rules/search';
import type { MarketSearchRow } from '@site-chrome/rules/search';

export interface BenchResult {
  name: string;
  medianMs: number;
  targetMs: number;
}

const marketCount = 10_000;
const warmUpRounds = 20;
const measuredRounds = 50;
const quoteCurrencies = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR'];
// What a user types, one keystroke at a time, including regex characters and a miss.
const typedQueries = [
  'b',
  'bt',
  'btc',
  'btc_',
  'btc_u',
  'btc_usdt',
  'e',
  'et',
  'eth',
  's',
  'so',
  'sol',
  'usd',
  '(',
  '.*',
  'zzzz',
];

/** Deterministic pseudo-random generator, so every run benches the same rows. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

function syntheticSymbol(random: () => number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const length = 2 + Math.floor(random() * 6);
  let symbol = '';
  for (let index = 0; index < length; index += 1) symbol += letters[Math.floor(random() * letters.length)];
  return symbol;
}

function syntheticMarkets(count: number): MarketSearchRow[] {
  const random = createRandom(42);
  const nowSeconds = Date.now() / 1000;
  return Array.from({ length: count }, (_, index) => {
    const base = index < 50 ? `BTC${syntheticSymbol(random)}` : syntheticSymbol(random);
    const quote = quoteCurrencies[index % quoteCurrencies.length] ?? 'USDT';
    return {
      curr_a: base,
      curr_b: quote,
      pair: `${base}_${quote}`,
      name: `${base} Token ${index}`,
      // One row in a hundred is a new listing that has not opened yet.
      opening_time: index % 100 === 0 ? nowSeconds + index : nowSeconds - 86_400,
    };
  });
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 0 ? ((sorted[middle - 1] ?? upper) + upper) / 2 : upper;
}

function measure(
  name: string,
  targetMs: number,
  rounds: number,
  run: (round: number) => unknown,
): BenchResult {
  let sink = 0;
  for (let round = 0; round < warmUpRounds; round += 1) sink += Number(Boolean(run(round)));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const startedAt = performance.now();
    const result = run(round);
    samples.push(performance.now() - startedAt);
    sink += Number(Boolean(result));
  }
  // Using the results keeps the engine from optimising the measured work away.
  if (sink < 0) console.log(sink);
  return { name, medianMs: Number(median(samples).toFixed(3)), targetMs };
}

/** Median timings of the search utilities on 10,000 synthetic rows, after a warm-up. */
export function runSearchBench(): BenchResult[] {
  const markets = syntheticMarkets(marketCount);
  const index = createMarketSearchIndex(markets);
  const alphaTokens = markets.map((row) => ({ show_pair: row.name, address: `0x${row.pair}` }));
  const keystrokes = measuredRounds * typedQueries.length;
  const queryFor = (round: number): string => typedQueries[round % typedQueries.length] ?? 'btc';

  return [
    measure('rank 10,000 markets per keystroke', 2, keystrokes, (round) => index.rank(queryFor(round))),
    measure('build market search index (10,000 rows)', 20, measuredRounds, () =>
      createMarketSearchIndex(markets),
    ),
    measure('filter 10,000 Alpha tokens per keystroke', 2, keystrokes, (round) =>
      filterAlphaTokens(alphaTokens, queryFor(round)),
    ),
  ];
}
