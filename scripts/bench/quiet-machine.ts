import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU ticks of the whole machine so far (Linux's /proc/stat), or undefined elsewhere. */
async function cpuTicks(): Promise<{ busy: number; total: number } | undefined> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5 || fields.some(Number.isNaN)) return undefined;
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's CPUs are mostly idle over one second (at most `maxWaitMs`), and says how long
 * it waited. A timed comparison started right after a heavy step (CI runs bench:check straight after the
 * browser suites, whose browsers and server are still winding down) measures that step's tail: one CI run
 * read a desktop header-ready ratio of 1.50 there, where a quiet machine reads 1.22-1.30.
 */
export async function waitForQuietMachine({ busyBelow = 0.35, maxWaitMs = 30_000 } = {}): Promise<void> {
  const started = Date.now();
  let busyShare = 1;
  while (Date.now() - started < maxWaitMs) {
    const before = await cpuTicks();
    await sleep(1000);
    const after = await cpuTicks();
    if (!before || !after || after.total === before.total) return;
    busyShare = (after.busy - before.busy) / (after.total - before.total);
    if (busyShare < busyBelow) break;
  }
  const waited = Date.now() - started;
  console.log(
    `Machine ${Math.round(busyShare * 100)}% busy after ${(waited / 1000).toFixed(0)} s of waiting for it to quieten (${Math.round(busyBelow * 100)}% or less wanted, at most ${maxWaitMs / 1000} s).`,
  );
}
