import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';

/** Header spec section 9: "View All" appears at a scroll of 450 px or more; the handler waits 200 ms. */
export const viewAllScrollOffset = 450;
export const viewAllScrollWaitMs = 200;

/**
 * Whether the list has been scrolled far enough to offer "View All". The scroll position is read once the
 * scrolling has rested for 200 ms, so a fast scroll costs one state change, not one per frame;
 * `onScrollRest` runs then too.
 */
export function useViewAll(onScrollRest?: () => void) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setShown(list.scrollTop >= viewAllScrollOffset);
        onScrollRest?.();
      }, viewAllScrollWaitMs);
    },
    [onScrollRest],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, onScroll };
}
