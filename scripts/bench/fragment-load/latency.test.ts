import { percentile, summariseLatencies } from './latency';

describe('percentile', () => {
  it('takes the nearest rank: the smallest value with the share at or below it', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    // 95% of 12 is 11.4 values: the 12th, never the 11th (under which only 91.7% lie).
    expect(
      percentile(
        Array.from({ length: 12 }, (_, index) => index + 1),
        0.95,
      ),
    ).toBe(12);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('summariseLatencies', () => {
  it('sorts the response times and gives the throughput over the duration', () => {
    const summary = summariseLatencies([3, 1, 2, 10], 2);
    expect(summary).toEqual({ requests: 4, throughput: 2, p50Ms: 2, p95Ms: 10, p99Ms: 10, maxMs: 10 });
  });
});
