import { availableParallelism } from 'node:os';

export interface RenderLimits {
  /** Renders running at once. Default the number of CPUs (`os.availableParallelism()`). */
  maxInFlight: number;
  /** Renders waiting for a free place; one more is refused at once. Default 8 per place in flight. */
  maxQueued: number;
  /** How long a render may wait for its place before it is given up. Default 250 ms. */
  queueDeadlineMs: number;
}

/**
 * 250 ms: a page composer gives a fragment 100 ms (issue 33), a browser's loader a few seconds. A render that
 * cannot even start within a quarter of a second is late for every composer and better answered at once
 * (503 or the last good copy), so the client falls back while it still can.
 */
const defaultQueueDeadlineMs = 250;

export function defaultRenderLimits(maxInFlight = availableParallelism()): RenderLimits {
  return { maxInFlight, maxQueued: 8 * maxInFlight, queueDeadlineMs: defaultQueueDeadlineMs };
}

/**
 * Why a render did not run: every place taken and the queue full, it waited past its deadline, or every
 * client that asked for it left while it waited.
 */
export type ShedReason = 'queue full' | 'queue deadline' | 'nobody waiting';

export type LimitedOutcome<T> = { ran: true; value: T } | { ran: false; reason: ShedReason };

interface Waiting {
  start: () => void;
  skip: () => void;
  stillWanted: () => boolean;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the renders of a fragment server (issue 40): at most `maxInFlight` at once, at most `maxQueued`
 * waiting, each for at most `queueDeadlineMs`. Past that the caller hears so at once and sheds the request,
 * never a slow 200: latency grows by the queue's bound, not by the size of a burst.
 */
export function createRenderLimiter(limits: RenderLimits) {
  let inFlight = 0;
  const queue: Waiting[] = [];

  function release(): void {
    inFlight -= 1;
    // A client that left while its render waited (a composer past its 100 ms, nginx told of the abort) no
    // longer needs it: skip to the next one rather than render for nobody.
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (next.stillWanted()) {
        next.start();
        return;
      }
      next.skip();
    }
  }

  async function runNow<T>(task: () => Promise<T>): Promise<LimitedOutcome<T>> {
    inFlight += 1;
    try {
      return { ran: true, value: await task() };
    } finally {
      release();
    }
  }

  return {
    /** Runs `task` when a place is free; `stillWanted` is asked when a queued one's turn comes. */
    run<T>(task: () => Promise<T>, stillWanted: () => boolean = () => true): Promise<LimitedOutcome<T>> {
      if (inFlight < limits.maxInFlight) return runNow(task);
      if (queue.length >= limits.maxQueued) return Promise.resolve({ ran: false, reason: 'queue full' });
      return new Promise((resolve) => {
        const waiting: Waiting = {
          start: () => resolve(runNow(task)),
          skip: () => resolve({ ran: false, reason: 'nobody waiting' }),
          stillWanted,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiting), 1);
            resolve({ ran: false, reason: 'queue deadline' });
          }, limits.queueDeadlineMs),
        };
        queue.push(waiting);
      });
    },
  };
}
