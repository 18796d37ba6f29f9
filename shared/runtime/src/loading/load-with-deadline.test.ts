import { deadlineMs } from '@site-chrome/rules/deadlines';
import { LoadDeadlineError, loadWithDeadline } from './load-with-deadline';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A load the test settles by hand, with the signal it was given. */
function pendingLoad<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  let signal!: AbortSignal;
  const load = (given: AbortSignal) => {
    signal = given;
    return new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { load, settle: () => settle, signal: () => signal };
}

describe('a load that settles before its deadline', () => {
  it('resolves with its value and leaves no timer behind', async () => {
    const pending = pendingLoad<string>();
    const loading = loadWithDeadline('chunk', 'the market panel', pending.load, { onLate: jest.fn() });

    pending.settle().resolve('panel');

    await expect(loading).resolves.toBe('panel');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with what the load threw, synchronously or not', async () => {
    await expect(
      loadWithDeadline('chunk', 'the drawer', () => {
        throw new Error('import() is not a function');
      }),
    ).rejects.toThrow('import() is not a function');
    await expect(
      loadWithDeadline('chunk', 'the drawer', () => Promise.reject(new Error('Loading chunk 7 failed.'))),
    ).rejects.toThrow('Loading chunk 7 failed.');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('a load that does not answer', () => {
  it.each([
    ['manifest', deadlineMs.manifest],
    ['entry', deadlineMs.entry],
    ['chunk', deadlineMs.chunk],
    ['module', deadlineMs.module],
  ] as const)(
    'rejects at the %s deadline of the one table (%i ms), naming what, and aborts the load',
    async (stage, ms) => {
      const pending = pendingLoad<string>();
      const loading = loadWithDeadline(stage, 'manifest https://cdn.example/mf-manifest.json', pending.load);
      const rejected = expect(loading).rejects.toThrow(
        `manifest https://cdn.example/mf-manifest.json did not answer within ${ms} ms`,
      );

      jest.advanceTimersByTime(ms - 1);
      expect(pending.signal().aborted).toBe(false);
      jest.advanceTimersByTime(1);

      await rejected;
      await expect(loading).rejects.toBeInstanceOf(LoadDeadlineError);
      expect(pending.signal().aborted).toBe(true);
    },
  );

  it('ignores an answer that comes after the deadline', async () => {
    const pending = pendingLoad<string>();
    const loading = loadWithDeadline('chunk', 'the drawer', pending.load, { deadline: 100 });
    jest.advanceTimersByTime(100);
    pending.settle().resolve('too late');

    await expect(loading).rejects.toThrow('the drawer did not answer within 100 ms');
  });
});

describe('the fallback deadline', () => {
  it('calls onLate once at deadlineMs.fallback while the load is pending, and the load goes on', async () => {
    const onLate = jest.fn();
    const pending = pendingLoad<string>();
    const loading = loadWithDeadline('module', 'remote "header/Header"', pending.load, { onLate });

    jest.advanceTimersByTime(deadlineMs.fallback - 1);
    expect(onLate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onLate).toHaveBeenCalledTimes(1);

    pending.settle().resolve('header');
    await expect(loading).resolves.toBe('header');
  });

  it('does not call onLate for a load that settled first', async () => {
    const onLate = jest.fn();
    await loadWithDeadline('module', 'remote "footer/Footer"', () => Promise.resolve('footer'), { onLate });
    jest.advanceTimersByTime(deadlineMs.module);
    expect(onLate).not.toHaveBeenCalled();
  });
});

describe('a caller that stops waiting', () => {
  it('rejects with its reason, aborts the load and leaves no timer behind', async () => {
    const caller = new AbortController();
    const pending = pendingLoad<string>();
    const loading = loadWithDeadline('module', '"header"', pending.load, {
      onLate: jest.fn(),
      signal: caller.signal,
    });

    caller.abort(new Error('unmounted'));

    await expect(loading).rejects.toThrow('unmounted');
    expect(pending.signal().aborted).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
