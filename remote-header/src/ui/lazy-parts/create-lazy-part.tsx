import { logError } from '@site-chrome/runtime';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the header that is not in its first render (dropdown contents, the drawer, the chat panel):
 * its chunk is fetched on the first sign of interest and it renders once loaded. Not React.lazy, whose
 * Suspense fallback React 19 holds for about 300 ms after the chunk has arrived.
 */
export interface LazyPart<Part> {
  /** Starts fetching the chunk (once per page; again after a failure). Safe to call on every hover. */
  preload: () => Promise<Part>;
  /** The loaded part once `wanted` has been true (or it was loaded before), else undefined. */
  usePart: (wanted: boolean) => Part | undefined;
}

export function createLazyPart<Part>(load: () => Promise<Part>, description: string): LazyPart<Part> {
  let pending: Promise<Part> | undefined;
  let loaded: Part | undefined;

  const preload = () => {
    pending ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        // Let a later attempt try again: the network may be back.
        pending = undefined;
        logError('Header', `could not load the ${description}`, error);
        throw error;
      },
    );
    return pending;
  };

  function usePart(wanted: boolean): Part | undefined {
    const [part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (!wanted || part) return;
      let current = true;
      preload().then(
        (ready) => {
          if (current) setPart(() => ready);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted, part]);
    return part;
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
