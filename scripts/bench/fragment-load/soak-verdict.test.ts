import { soakVerdict } from './soak-verdict';

const sample = (atSeconds: number, rssKb: number, openFds: number) => ({ atSeconds, rssKb, openFds });

describe('soakVerdict', () => {
  it("takes each window's median RSS against the first window's after the warm-up, not the cold start", () => {
    // A saw-tooth between 100 and 120 MB (collections), after a cold start at 50 MB.
    const samples = [
      sample(0, 50_000, 20),
      ...Array.from({ length: 40 }, (_, index) =>
        sample(10 + index, index % 2 === 0 ? 100_000 : 120_000, 24 + (index % 3)),
      ),
    ];
    const verdict = soakVerdict(samples, 10, 4);
    expect(verdict.baselineRssKb).toBe(100_000);
    expect(verdict.rssChange).toEqual({ lowest: 0, highest: 0 });
    expect(verdict.rssReadingChange.highest).toBeCloseTo(0.2);
    expect(verdict.rssWithinTenPercent).toBe(true);
    expect(verdict.fds).toEqual({ first: 24, lowest: 24, highest: 26, last: 24 });
    expect(verdict.fdsFlat).toBe(true);
  });

  it('calls RSS that keeps growing past 10% and descriptors that keep opening what they are', () => {
    const samples = Array.from({ length: 40 }, (_, index) =>
      sample(index, 100_000 + index * 1_000, 20 + index),
    );
    const verdict = soakVerdict(samples, 0, 4);
    expect(verdict.rssWithinTenPercent).toBe(false);
    expect(verdict.rssChange.highest).toBeGreaterThan(0.2);
    expect(verdict.fdWindows.last).toBeGreaterThan(verdict.fdWindows.first);
    expect(verdict.fdsFlat).toBe(false);
  });

  it('refuses a soak that ended before it had a reading per window after its warm-up', () => {
    expect(() => soakVerdict([sample(5, 1, 1), sample(20, 1, 1)], 10)).toThrow(/too short/);
  });
});
