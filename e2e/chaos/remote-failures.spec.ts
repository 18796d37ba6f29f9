import { expect, test } from '../test';
import { chromeTimes, recordChromeTimesOn } from './chrome-probe';
import { recordFigure } from './figures';
import { remoteFaults, remotesUnderTest } from './remote-faults';
import { expectFallback, expectPageUsable, expectReal, probeKeys } from './remote-on-page';
import { fallbackWithinMs, playScenario, timeToFallback } from './remote-scenario';
import { watchScenario } from './scenario-watch';

for (const remote of remotesUnderTest) {
  test.describe(`given the ${remote.name} remote`, () => {
    for (const fault of remoteFaults) {
      const outcome = fault.recovers
        ? 'the remote loads on the retry, with no error'
        : 'its fallback within 4 s, one clear error, no uncaught error, and the page goes on';
      test(`${fault.name}: ${outcome}`, async ({ page }, testInfo) => {
        test.setTimeout(30_000 + (fault.failsWithinMs ?? 0));
        await recordChromeTimesOn(page);
        const watch = watchScenario(page, fault.resource(remote));
        await fault.apply(page, remote);

        const start = await playScenario(page, remote, fault);

        let fallbackMs: number | undefined;
        let note = '';
        if (fault.recovers) {
          await expectReal(page, remote.name);
          const times = await chromeTimes(page);
          expect(times[probeKeys[remote.name].fallback]).toBeUndefined();
          note = `real ${remote.name} at ${times[probeKeys[remote.name].real]! - start} ms`;
        } else {
          fallbackMs = await timeToFallback(page, remote, start);
          expect(fallbackMs).toBeLessThan(fallbackWithinMs);
          await expectFallback(page, remote.name);
          // The one error comes when loading finally gives up (after a time-out), not at the deadline.
          await expect
            .poll(() => watch.pageErrors.length, { timeout: (fault.failsWithinMs ?? 0) + 2000 })
            .toBeGreaterThan(0);
          // Every slot has settled, so every error this failure causes has been written.
          await expect(
            page.locator('[data-remote-status="loading"], [data-remote-status="late"]'),
          ).toHaveCount(0);
        }
        await expectPageUsable(page, remote.name);

        expect(watch.uncaught).toEqual([]);
        if (fault.recovers) expect(watch.pageErrors).toEqual([]);
        else {
          expect(watch.pageErrors).toEqual([expect.stringMatching(/^\[site-chrome\] /)]);
          expect(watch.pageErrors[0]).toContain(remote.id.split('/')[1]); // 'Header', 'AggregatedSearch'…
          expect(watch.pageErrors[0]).toMatch(fault.error ?? /a fault that fails names its error/);
        }
        // No retry storm: the one retry of a manifest that failed, or a preload and its use, at most.
        if (fault.requests !== undefined) expect(watch.requests).toHaveLength(fault.requests);
        else expect(watch.requests.length).toBeLessThanOrEqual(2);

        recordFigure(testInfo, {
          group: 'Remote failures',
          scenario: `${remote.name}: ${fault.name}`,
          timeToFallbackMs: fallbackMs,
          requests: watch.requests.length,
          errorsLogged: watch.pageErrors.length,
          uncaughtErrors: watch.uncaught.length,
          note: [
            note,
            watch.networkErrors.length ? `+${watch.networkErrors.length} browser network line(s)` : '',
          ]
            .filter(Boolean)
            .join('; '),
        });
      });
    }
  });
}
