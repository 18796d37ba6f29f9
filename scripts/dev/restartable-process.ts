import type { ChildProcess } from 'node:child_process';

export interface RestartableProcessOptions {
  /** The process in messages, e.g. `header fragment server (3101)`. */
  label: string;
  /** Starts one child; resolves once it is ready (it listens), or with undefined when it exited before. */
  start: () => Promise<ChildProcess | undefined>;
  /** Pause before starting again after a crash. Default 1 s. */
  retryDelayMs?: number;
  /**
   * Crashes in a row (since the last `restart`) that are retried; past them the process waits for the next
   * `restart`, as a server whose build is broken would crash again at once. Default 3.
   */
  retries?: number;
  /** Where the messages go. Default `console.warn`. */
  log?: (message: string) => void;
  /** Hint said once retries are over. Default: it starts again on the next rebuild. */
  giveUpHint?: string;
}

export interface RestartableProcess {
  /** Starts it, or stops the running child and starts a new one: one call, one new child. */
  restart: () => Promise<void>;
  /** Stops the child, cancels a pending retry, and starts nothing again. */
  stop: () => Promise<void>;
}

/** Signals a child the end and resolves once it exited. */
function endChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

const exitText = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;

/**
 * A child process `npm run dev` keeps running (a fragment server): started again once for each `restart` (its
 * build was rebuilt), started again after a crash with a message saying so (a few times, then it waits for the
 * next rebuild), and ended for good by `stop`. Restarts run one at a time, so a child ends before the next
 * one takes its port.
 */
export function createRestartableProcess(options: RestartableProcessOptions): RestartableProcess {
  const { label, start, retryDelayMs = 1_000, retries = 3, log = console.warn } = options;
  const giveUpHint = options.giveUpHint ?? 'it starts again on the next rebuild of its server build';
  let child: ChildProcess | undefined;
  let stopped = false;
  let crashes = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** The restart or retry under way: the next one waits for it. */
  let queue: Promise<void> = Promise.resolve();

  const serialized = (step: () => Promise<void>) => {
    queue = queue.then(step, step);
    return queue;
  };

  function scheduleRetry(what: string): void {
    crashes += 1;
    if (crashes > retries) {
      log(`  ${label} ${what}; not retried after ${retries} attempts: ${giveUpHint}.`);
      return;
    }
    log(`  ${label} ${what}; starting it again in ${retryDelayMs} ms (attempt ${crashes} of ${retries}).`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void serialized(launch);
    }, retryDelayMs);
  }

  async function launch(): Promise<void> {
    if (stopped) return;
    const started = await start();
    if (stopped) {
      if (started) await endChild(started);
      return;
    }
    if (!started) {
      scheduleRetry('exited before it was ready');
      return;
    }
    child = started;
    started.once('exit', (code, signal) => {
      // Ours to end (restart, stop): nothing to say.
      if (child !== started) return;
      child = undefined;
      if (!stopped) scheduleRetry(`crashed (${exitText(code, signal)})`);
    });
  }

  async function endCurrent(): Promise<void> {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = child;
    child = undefined;
    if (current) await endChild(current);
  }

  return {
    restart: () =>
      serialized(async () => {
        crashes = 0;
        await endCurrent();
        await launch();
      }),
    stop: () => {
      stopped = true;
      return serialized(endCurrent);
    },
  };
}
