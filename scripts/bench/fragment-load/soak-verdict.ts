import type { ProcessSample } from './process-sample';

export interface SoakVerdict {
  /** The median RSS of the first window after the warm-up: the reference. */
  baselineRssKb: number;
  /** Each window's median RSS, in order: the course of the soak. */
  windowMediansKb: number[];
  /** Each window's median RSS as a change from the reference, lowest and highest (-0.03 = 3% lower). */
  rssChange: { lowest: number; highest: number };
  /** Every single reading after the warm-up, the same way (garbage collection's saw-tooth included). */
  rssReadingChange: { lowest: number; highest: number };
  rssWithinTenPercent: boolean;
  /** Open descriptors after the warm-up: first, lowest, highest, last. */
  fds: { first: number; lowest: number; highest: number; last: number };
  /** Highest count in the first and in the last window after the warm-up. */
  fdWindows: { first: number; last: number };
  /** Flat: the last window opens no more than the first did (a leak grows with the requests). */
  fdsFlat: boolean;
  samplesAfterWarmUp: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * The soak's targets (issue 40): RSS within ±10% of its value after the warm-up, open descriptors flat.
 * V8's heap breathes with each collection, so one reading is no "value": the soak after its warm-up is cut
 * into `windows` equal windows, RSS is each window's median and the reference the first window's. Flat
 * descriptors: the last window's highest count is no higher than the first window's (sockets to the API
 * and the clients open and close, a leak only grows).
 */
export function soakVerdict(
  samples: readonly ProcessSample[],
  warmUpSeconds: number,
  windows = 10,
): SoakVerdict {
  const after = samples.filter(({ atSeconds }) => atSeconds >= warmUpSeconds);
  if (after.length < windows)
    throw new Error('fewer readings after the warm-up than windows: the soak was too short');
  const start = after[0]!.atSeconds;
  const length = (after.at(-1)!.atSeconds - start) / windows || 1;
  const windowOf = (sample: ProcessSample) =>
    Math.min(windows - 1, Math.floor((sample.atSeconds - start) / length));
  const grouped = Array.from({ length: windows }, (_, index) =>
    after.filter((sample) => windowOf(sample) === index),
  ).filter((group) => group.length > 0);
  const medians = grouped.map((group) => median(group.map(({ rssKb }) => rssKb)));
  const baselineRssKb = medians[0]!;
  const change = (values: readonly number[]) => ({
    lowest: Math.min(...values) / baselineRssKb - 1,
    highest: Math.max(...values) / baselineRssKb - 1,
  });
  const rssChange = change(medians);
  const fds = after.map(({ openFds }) => openFds);
  const fdWindows = {
    first: Math.max(...grouped[0]!.map(({ openFds }) => openFds)),
    last: Math.max(...grouped.at(-1)!.map(({ openFds }) => openFds)),
  };
  return {
    baselineRssKb,
    windowMediansKb: medians,
    rssChange,
    rssReadingChange: change(after.map(({ rssKb }) => rssKb)),
    rssWithinTenPercent: rssChange.lowest >= -0.1 && rssChange.highest <= 0.1,
    fds: { first: fds[0]!, lowest: Math.min(...fds), highest: Math.max(...fds), last: fds.at(-1)! },
    fdWindows,
    fdsFlat: fdWindows.last <= fdWindows.first,
    samplesAfterWarmUp: after.length,
  };
}
