/** @jest-environment node */
import { watchEventLoop } from './event-loop-pressure';

/*
 * The loop's delay, on a clock the test moves: jest's fake timers run the sampler, and `now` says how late
 * each of its ticks came.
 */
let now = 0;
beforeEach(() => {
  jest.useFakeTimers();
  now = 0;
});
afterEach(() => jest.useRealTimers());

/** One sampler tick that came `lateBy` ms after it was due. */
function tick(lateBy = 0): void {
  now += 20 + lateBy;
  jest.advanceTimersByTime(20);
}

it('is calm while the sampler runs on time', () => {
  const loop = watchEventLoop({ now: () => now });
  for (let index = 0; index < 20; index += 1) tick(5);
  expect(loop.overloaded()).toBe(false);
  loop.stop();
});

it('is overloaded while the loop is blocked past the limit, before the sampler could even run', () => {
  const loop = watchEventLoop({ maxDelayMs: 100, now: () => now });
  tick();
  now += 150;
  expect(loop.overloaded()).toBe(true);
  loop.stop();
});

it('stays overloaded for the window after a late tick, then calms down', () => {
  const loop = watchEventLoop({ maxDelayMs: 100, windowSamples: 10, now: () => now });
  tick(180);
  expect(loop.overloaded()).toBe(true);
  for (let index = 0; index < 9; index += 1) tick();
  expect(loop.overloaded()).toBe(true);
  tick();
  expect(loop.overloaded()).toBe(false);
  loop.stop();
});
