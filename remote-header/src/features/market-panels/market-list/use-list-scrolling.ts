import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';

/** Header spec section 9: "View All" appears at a scroll of 450 px or more; the handler waits 200 ms. */
const viewAllScrollOffset = 450;
const viewAllScrollWaitMs = 200;

/**
 * Follows the list's scrolling. "View All" is offered from a position of 450 px or more, read once the
 * scrolling has rested for 200 ms, so a fast scroll costs one state change, not one per frame;
 * `onScrollRest` runs then too. `isScrolling` says whether a scroll is under way (from its first event to
 * that rest) without causing a render: rows read it when they mount. Meanwhile the list carries
 * `data-scrolling`, which turns off the rows' pointer events (see marketRowStyles).
 */
export function useListScrolling(onScrollRest?: () => void) {
  const [viewAllShown, setViewAllShown] = useState(false);
  const scrolling = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const list = event.currentTarget;
      if (!scrolling.current) list.dataset.scrolling = '';
      scrolling.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        scrolling.current = false;
        delete list.dataset.scrolling;
        setViewAllShown(list.scrollTop >= viewAllScrollOffset);
        onScrollRest?.();
      }, viewAllScrollWaitMs);
    },
    [onScrollRest],
  );
  const isScrolling = useCallback(() => scrolling.current, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { viewAllShown, isScrolling, onScroll };
}
