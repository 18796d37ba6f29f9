import { loadChunk, useLoad, type LoadOutcome } from '@site-chrome/runtime';
import type { ReactNode } from 'react';

/**
 * A part of the header that is not in its first render (dropdown contents, the drawer, the chat panel):
 * its chunk is fetched on the first sign of interest, under the chunk deadline, and it renders once
 * loaded. A chunk that cannot be had is reported once (the fallback contract, `@site-chrome/runtime`'s
 * loading) and the part stays closed; the next hover or click tries again, as the network may be back.
 */
export interface LazyPart<Part> {
  /** Starts fetching the chunk (once per page; again after a failure). Safe to call on every hover. */
  preload: () => Promise<LoadOutcome<Part>>;
  /** The loaded part once `wanted` has been true (or it was loaded before), else undefined. */
  usePart: (wanted: boolean) => Part | undefined;
}

export function createLazyPart<Part>(load: () => Promise<Part>, description: string): LazyPart<Part> {
  const what = `the header's ${description}`;
  let pending: Promise<LoadOutcome<Part>> | undefined;
  let loaded: Part | undefined;

  const preload = () => {
    pending ??= loadChunk(what, load).then((outcome) => {
      if (outcome.status === 'ready') loaded = outcome.value;
      // Let a later attempt try again: the network may be back.
      else pending = undefined;
      return outcome;
    });
    return pending;
  };

  function usePart(wanted: boolean): Part | undefined {
    const part = useLoad(what, preload, { wanted, peek: () => loaded });
    return part.status === 'ready' ? part.value : undefined;
  }

  return { preload, usePart };
}

/**
 * Draws a loaded part: the chunk exports a plain render function (so the lazily loaded component keeps a
 * stable identity), and this component is what calls it.
 */
export function LoadedPart<Props extends object>({
  render,
  props,
}: {
  render: (props: Props) => ReactNode;
  props: Props;
}) {
  return render(props);
}
