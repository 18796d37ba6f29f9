import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(var(--scroll-distance)); }
`;

const Viewport = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;

  /* Without motion a long text cannot scroll into view: on narrow screens it wraps instead. */
  @media (max-width: 767.9px) and (prefers-reduced-motion: reduce) {
    white-space: normal;
  }
`;

const Track = styled.span<{ $durationSeconds: number | null }>`
  display: inline-block;
  ${({ $durationSeconds }) =>
    $durationSeconds !== null &&
    css`
      @media (max-width: 767.9px) and (prefers-reduced-motion: no-preference) {
        animation: ${scroll} ${$durationSeconds}s linear infinite;
      }
    `}
`;

/** Footer spec 4: a long text scrolls horizontally for ceil(width / 200 * 3) seconds. */
export function scrollDurationSeconds(textWidth: number): number {
  return Math.ceil((textWidth / 200) * 3);
}

/** One line of text that scrolls on narrow screens when it does not fit; elsewhere it is cut with an ellipsis. */
export function ScrollingText({ children }: { children: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState<{ distance: number; width: number } | null>(null);

  // After paint is soon enough (the text shows at once; only its animation waits), and a layout effect has
  // no meaning in a server render.
  useEffect(() => {
    const measure = () => {
      const visible = viewport.current?.clientWidth ?? 0;
      const full = track.current?.scrollWidth ?? 0;
      setOverflow(full > visible ? { distance: full - visible, width: full } : null);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (viewport.current) observer?.observe(viewport.current);
    return () => observer?.disconnect();
  }, [children]);

  return (
    <Viewport ref={viewport}>
      <Track
        ref={track}
        // Server text in any language: its own direction, so an English notice on an Arabic page keeps
        // its full stop at its end.
        dir="auto"
        $durationSeconds={overflow ? scrollDurationSeconds(overflow.width) : null}
        // Logical direction: in right-to-left pages the text travels the other way.
        style={
          overflow
            ? ({ '--scroll-distance': `calc(${overflow.distance}px * var(--inline-sign, -1))` } as object)
            : undefined
        }
      >
        {children}
      </Track>
    </Viewport>
  );
}
