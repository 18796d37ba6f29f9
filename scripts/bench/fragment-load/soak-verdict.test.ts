import { soakVerdict } from './soak-verdict';

const sample = (atSeconds: number, rssKb: number, openFds: number) => ({ atSeconds, rssKb, openFds });

describe('soakVerdict', () => {
  it('measures RSS against its first value after the warm-up, not against the cold start', () => {
    const verdict = soakVerdict(
      [sample(0, 50_000, 20), sample(30, 100_000, 24), sample(60, 105_000, 25), sample(90, 96_000, 24)],
      30,
    );
    expect(verdict.baselineRssKb).toBe(100_000);
    expect(verdict.rssChange.highest).toBeCloseTo(0.05);
    expect(verdict.rssChange.lowest).toBeCloseTo(-0.04);
    expect(verdict.rssWithinTenPercent).toBe(true);
    expect(verdict.fds).toEqual({ first: 24, lowest: 24, highest: 25, last: 24 });
    expect(verdict.fdsFlat).toBe(true);
  });

  it('calls growth past 10% and descriptors that keep opening what they are', () => {
    const verdict = soakVerdict(
      [sample(10, 100_000, 20), sample(20, 108_000, 40), sample(30, 111_000, 60)],
      10,
    );
    expect(verdict.rssWithinTenPercent).toBe(false);
    expect(verdict.fdsFlat).toBe(false);
  });

  it('refuses a soak that ended before its warm-up did', () => {
    expect(() => soakVerdict([sample(5, 1, 1)], 10)).toThrow(/shorter/);
  });
});
