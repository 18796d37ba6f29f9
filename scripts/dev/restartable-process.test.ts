/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRestartableProcess } from './restartable-process';

/*
 * `npm run dev` keeps each fragment server running through rebuilds: one rebuild, one new process (the old one
 * ended first, so the port is free); a crash said aloud and retried, a few times only; stop ends it for good.
 * Real child processes: a restart rule that leaks or doubles a process fails here.
 */

/** A child that says it is ready, then lives until killed, or exits with `exitCode` after `exitAfterMs`. */
function fakeServer(behaviour: { exitCode?: number; exitAfterMs?: number } = {}): Promise<ChildProcess> {
  const exit =
    behaviour.exitCode === undefined
      ? 'setInterval(() => {}, 1000);'
      : `setTimeout(() => process.exit(${behaviour.exitCode}), ${behaviour.exitAfterMs ?? 0});`;
  const child = spawn(process.execPath, ['-e', `console.log('ready'); ${exit}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => child.stdout.once('data', () => resolve(child)));
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const waitFor = async (condition: () => boolean, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('createRestartableProcess', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children) if (!exited(child)) child.kill('SIGKILL');
    children.length = 0;
  });

  /** A process whose every start is recorded; `behaviours[n]` says how the n-th start behaves. */
  function recorded(behaviours: Array<{ exitCode?: number; exitAfterMs?: number }> = [], retryDelayMs = 10) {
    const messages: string[] = [];
    const process = createRestartableProcess({
      label: 'header fragment server (3101)',
      retryDelayMs,
      retries: 2,
      log: (message) => messages.push(message),
      start: async () => {
        const child = await fakeServer(behaviours[children.length] ?? {});
        children.push(child);
        return child;
      },
    });
    return { process, messages };
  }

  it('starts one child, and one rebuild ends it and starts exactly one more', async () => {
    const { process, messages } = recorded();
    await process.restart();
    expect(children).toHaveLength(1);

    await process.restart();
    expect(children).toHaveLength(2);
    expect(exited(children[0]!)).toBe(true);
    expect(exited(children[1]!)).toBe(false);
    // Ended on purpose: no crash reported, nothing retried.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(children).toHaveLength(2);
    expect(messages).toEqual([]);
    await process.stop();
  });

  it('runs restarts asked at once one after the other, never two children alive', async () => {
    const { process } = recorded();
    await Promise.all([process.restart(), process.restart(), process.restart()]);
    expect(children).toHaveLength(3);
    expect(children.filter((child) => !exited(child))).toHaveLength(1);
    await process.stop();
  });

  it('says a crash with its exit code and starts the process again', async () => {
    const { process, messages } = recorded([{ exitCode: 3, exitAfterMs: 50 }]);
    await process.restart();
    await waitFor(() => children.length === 2);
    expect(messages).toEqual([
      '  header fragment server (3101) crashed (code 3); starting it again in 10 ms (attempt 1 of 2).',
    ]);
    await process.stop();
  });

  it('stops retrying a process that keeps crashing, says so, and a rebuild starts it again', async () => {
    const crashing = { exitCode: 1, exitAfterMs: 10 };
    const { process, messages } = recorded([crashing, crashing, crashing, crashing]);
    await process.restart();
    await waitFor(() => messages.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(children).toHaveLength(3);
    expect(messages[2]).toBe(
      '  header fragment server (3101) crashed (code 1); not retried after 2 attempts: it starts again on the next rebuild of its server build.',
    );

    // The rebuild gives it its retries back: its next crash is retried again.
    await process.restart();
    await waitFor(() => children.length === 5);
    expect(messages[3]).toBe(
      '  header fragment server (3101) crashed (code 1); starting it again in 10 ms (attempt 1 of 2).',
    );
    expect(exited(children[4]!)).toBe(false);
    await process.stop();
  });

  it('stop ends the child, and neither a crash retry pending nor a later restart brings it back', async () => {
    const { process, messages } = recorded([{ exitCode: 1, exitAfterMs: 10 }], 300);
    await process.restart();
    await waitFor(() => messages.length === 1);
    // The retry is pending (300 ms): stop cancels it.
    await process.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(children).toHaveLength(1);

    const { process: running } = recorded();
    await running.restart();
    const child = children[1]!;
    await running.stop();
    expect(exited(child)).toBe(true);
    await running.restart();
    expect(children).toHaveLength(2);
  });
});
