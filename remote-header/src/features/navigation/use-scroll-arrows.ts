import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Each arrow click scrolls the bar by this much (header spec section 9). */
const navigationScrollStep = 180;
/** Layout settles (fonts, the server menu) after mount: the arrows are checked again this much later. */
const arrowRecheckDelayMs = 100;

export interface ScrollArrows {
  /** The bar can scroll back towards its inline start. */
  canScrollBack: boolean;
  canScrollForward: boolean;
  /** Scrolls one step towards the inline end (1) or start (-1), in either text direction. */
  scrollByStep: (direction: 1 | -1) => void;
}

function readArrows(scroller: HTMLElement): Pick<ScrollArrows, 'canScrollBack' | 'canScrollForward'> {
  // Right to left, Chromium counts scrollLeft down from 0 to negative values: the distance is what counts.
  const travelled = Math.abs(scroller.scrollLeft);
  const room = scroller.scrollWidth - scroller.clientWidth;
  return { canScrollBack: travelled > 1, canScrollForward: room - travelled > 1 };
}

/**
 * Scroll arrows for a bar that may overflow: shown only on the side there is more to see, re-evaluated
 * 100 ms after mount, on resize, on scroll and when its contents change.
 */
export function useScrollArrows(
  scrollerRef: RefObject<HTMLElement | null>,
  contentKey: unknown,
): ScrollArrows {
  const [arrows, setArrows] = useState({ canScrollBack: false, canScrollForward: false });

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = readArrows(scroller);
    setArrows((current) =>
      current.canScrollBack === next.canScrollBack && current.canScrollForward === next.canScrollForward
        ? current
        : next,
    );
  }, [scrollerRef]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const timer = setTimeout(update, arrowRecheckDelayMs);
    const resizeObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resizeObserver?.observe(scroller);
    window.addEventListener('resize', update);
    scroller.addEventListener('scroll', update, { passive: true });
    return () => {
      clearTimeout(timer);
      resizeObserver?.disconnect();
      window.removeEventListener('resize', update);
      scroller.removeEventListener('scroll', update);
    };
  }, [scrollerRef, update, contentKey]);

  const scrollByStep = useCallback(
    (direction: 1 | -1) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const isRightToLeft = getComputedStyle(scroller).direction === 'rtl';
      scroller.scrollBy({
        left: direction * navigationScrollStep * (isRightToLeft ? -1 : 1),
        behavior: 'smooth',
      });
    },
    [scrollerRef],
  );

  return { ...arrows, scrollByStep };
}
