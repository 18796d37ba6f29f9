import { deadlineMs } from '@site-chrome/rules/deadlines';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LoadOutcome } from '@site-chrome/runtime/loading';
import { useClientRender } from '../ui/use-client-render';

/**
 * Where a load stands for the component that waits on it. `idle` until it is wanted; `late` once the
 * fallback deadline has passed while it still loads (show the fallback).
 */
export type LoadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'late' } | LoadOutcome<T>;

export interface UseLoadOptions<T> {
  /** Start loading only once this is true (a hover, a panel about to open). Default true. */
  wanted?: boolean;
  /**
   * What the fallback deadline (`deadlineMs.fallback`) does: `wait` shows `late` and lets the value
   * replace it when it comes (a slot); `give-up` keeps `late` for as long as the component is mounted, so
   * what the reader is using never swaps under them (the header's search). Unset: no deadline.
   */
  whenLate?: 'wait' | 'give-up';
  /** A value already in hand (a chunk loaded earlier): the first render shows it with no loading step. */
  peek?: () => T | undefined;
}

interface Tracked<T> {
  key: string;
  wanted: boolean;
  /** Whether the state was started in a browser render after hydration (`useClientRender`). */
  client: boolean;
  state: LoadState<T>;
}

function startingState<T>(wanted: boolean, peek?: () => T | undefined): LoadState<T> {
  const value = peek?.();
  if (value !== undefined) return { status: 'ready', value };
  return wanted ? { status: 'loading' } : { status: 'idle' };
}

/**
 * The one async-loading hook: a remote's module in a slot, the header's search, a lazy panel, the footer's
 * lazy parts, the QR code. `load` settles to a `LoadOutcome` and never rejects (`loadChunk`, the page's
 * `loadRemoteModule`): it has reported its own failure, so this hook logs nothing. A new `key` starts over;
 * a failed load is tried again when `wanted` turns true again. Plain state rather than React.lazy: React 19
 * holds a Suspense fallback for about 300 ms, even for a module already in the cache.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<LoadOutcome<T>>,
  { wanted = true, whenLate, peek }: UseLoadOptions<T> = {},
): LoadState<T> {
  // A value in hand is shown only where it cannot differ from the server's markup: a chunk this page loaded
  // earlier was never loaded on the server, so hydration starts without it and takes it right after.
  const client = useClientRender();
  const peekHere = client ? peek : undefined;
  const [tracked, setTracked] = useState<Tracked<T>>(() => ({
    key,
    wanted,
    client,
    state: startingState(wanted, peekHere),
  }));
  // The load as the caller last wrote it: a new function each render is not a reason to load again.
  const startLoad = useEffectEvent(load);

  let { state } = tracked;
  if (tracked.key !== key || tracked.wanted !== wanted || tracked.client !== client) {
    // A new key, a new wish (a failed chunk is tried again) or hydration done: start over, keeping a value in hand.
    const keep = tracked.key === key && state.status === 'ready';
    state = keep ? state : startingState(wanted, peekHere);
    setTracked({ key, wanted, client, state });
  }
  // Loading, or late and still loading: the load in flight belongs to this key and wish.
  const inFlight = state.status === 'loading' || state.status === 'late';

  useEffect(() => {
    if (!inFlight) return undefined;
    let current = true;
    let gaveUp = false;
    const show = (next: LoadState<T>) => {
      if (current) setTracked((previous) => ({ ...previous, state: next }));
    };
    const late =
      whenLate === undefined
        ? undefined
        : setTimeout(() => {
            gaveUp = whenLate === 'give-up';
            show({ status: 'late' });
          }, deadlineMs.fallback);
    void startLoad().then((outcome) => {
      clearTimeout(late);
      if (!gaveUp) show(outcome);
    });
    return () => {
      current = false;
      clearTimeout(late);
    };
  }, [key, wanted, inFlight, whenLate]);

  return state;
}
