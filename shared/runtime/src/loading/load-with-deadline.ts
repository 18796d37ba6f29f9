import { deadlineMs, type LoadStage } from '@site-chrome/rules/deadlines';

/** A load that passed its stage's deadline; the message is what the page's one console error says. */
export class LoadDeadlineError extends Error {
  constructor(
    readonly what: string,
    readonly deadline: number,
  ) {
    super(`${what} did not answer within ${deadline} ms`);
    this.name = 'LoadDeadlineError';
  }
}

export interface DeadlineOptions {
  /**
   * Called once if the load is still pending at the fallback deadline (`deadlineMs.fallback`): the moment
   * a slot shows its fallback. Not a failure: the load goes on to its own deadline.
   */
  onLate?: () => void;
  /** Instead of the table's figure: for tests, and for a server's own budgets. */
  deadline?: number;
  /** The caller no longer waits (a slot unmounted): timers are cleared and `load`'s signal aborts too. */
  signal?: AbortSignal;
}

/**
 * Every load of the chrome goes through here: a remote's manifest and module, and each lazy chunk. Resolves
 * with what `load` gives, or rejects with what it threw, or with a `LoadDeadlineError` once the stage's
 * deadline from the one table (`@site-chrome/rules/deadlines`) has passed; `load` gets a signal that
 * aborts then, so a fetch stops too. Whatever `load` does after the deadline is ignored.
 */
export function loadWithDeadline<T>(
  stage: LoadStage,
  what: string,
  load: (signal: AbortSignal) => Promise<T>,
  { onLate, deadline = deadlineMs[stage], signal }: DeadlineOptions = {},
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const settle = () => {
      for (const timer of timers) clearTimeout(timer);
      signal?.removeEventListener('abort', callerLeft);
    };
    const stop = (reason: unknown) => {
      settle();
      controller.abort(reason);
      reject(reason);
    };
    function callerLeft() {
      stop(signal?.reason);
    }
    signal?.addEventListener('abort', callerLeft, { once: true });
    timers.push(setTimeout(() => stop(new LoadDeadlineError(what, deadline)), deadline));
    if (onLate) timers.push(setTimeout(onLate, deadlineMs.fallback));
    let loading: Promise<T>;
    try {
      loading = load(controller.signal);
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
