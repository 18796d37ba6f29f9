import type { ProcessSample } from './process-sample';

export interface SoakVerdict {
  /** RSS at the first sample after the warm-up: the reference. */
  baselineRssKb: number;
  /** The lowest and highest RSS after the warm-up, as a change from the reference (-0.03 = 3% lower). */
  rssChange: { lowest: number; highest: number };
  rssWithinTenPercent: boolean;
  /** Open descriptors after the warm-up: first, lowest, highest, last. */
  fds: { first: number; lowest: number; highest: number; last: number };
  /** "Flat": at most `flatFdRange` apart over the whole soak after its warm-up. */
  fdsFlat: boolean;
  samplesAfterWarmUp: number;
}

/**
 * Open descriptors vary by a few while keep-alive sockets to the API open and close; a leak grows with the
 * requests (thousands over ten minutes). Five apart is flat.
 */
export const flatFdRange = 5;

/** The soak's targets (issue 40): RSS within ±10% of its value after the warm-up, descriptors flat. */
export function soakVerdict(samples: readonly ProcessSample[], warmUpSeconds: number): SoakVerdict {
  const after = samples.filter(({ atSeconds }) => atSeconds >= warmUpSeconds);
  if (after.length === 0) throw new Error('no sample after the warm-up: the soak was shorter than it');
  const baselineRssKb = after[0]!.rssKb;
  const rss = after.map(({ rssKb }) => rssKb);
  const fds = after.map(({ openFds }) => openFds);
  const rssChange = {
    lowest: Math.min(...rss) / baselineRssKb - 1,
    highest: Math.max(...rss) / baselineRssKb - 1,
  };
  const fdFigures = {
    first: fds[0]!,
    lowest: Math.min(...fds),
    highest: Math.max(...fds),
    last: fds.at(-1)!,
  };
  return {
    baselineRssKb,
    rssChange,
    rssWithinTenPercent: rssChange.lowest >= -0.1 && rssChange.highest <= 0.1,
    fds: fdFigures,
    fdsFlat: fdFigures.highest - fdFigures.lowest <= flatFdRange,
    samplesAfterWarmUp: after.length,
  };
}
