import { useEffect, useState } from 'react';

/**
 * The overscan to give react-window: none in the frame that first shows a list (or a new set of rows, as
 * on a sub-tab switch), then `overscan` from the task after that frame is painted. Overscan serves
 * scrolling, and no one scrolls a list before seeing it, so the first frame draws the 10 rows in view
 * rather than 19 and the panel shows sooner (header spec section 9: overscan 9; issue 9: open in 16 ms).
 */
export function useDeferredOverscan(rows: unknown, overscan: number): number {
  const [overscanFor, setOverscanFor] = useState<unknown>(undefined);

  useEffect(() => {
    if (rows === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOverscanFor(rows), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows]);

  return overscanFor === rows ? overscan : 0;
}
