import type { ChromeProps } from '@site-chrome/runtime';
import { liveSlotIn, mountChromeSlot, type ExposedModuleId, type SlotStatus } from '@site-chrome/host';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import styled from 'styled-components';

/**
 * Space kept for a remote before it arrives, so nothing below it moves (no layout shift); kept under a
 * fallback shown at the deadline too, as the remote may still arrive and take that space.
 */
const Slot = styled.div<{ $reservedHeight: string }>`
  &[data-remote-status='loading'],
  &[data-remote-status='late'] {
    min-block-size: ${({ $reservedHeight }) => $reservedHeight};
  }
`;

export interface ChromeSlotProps {
  id: ExposedModuleId;
  props: ChromeProps;
  /**
   * Shown when the remote cannot be loaded, throws while rendering, or is not there by the fallback
   * deadline (`deadlineMs.fallback`; the remote replaces it if it arrives later). Never over the part's
   * server markup: that stays, with links that work.
   */
  fallback: ReactNode;
  /** Height kept free while the remote loads: the height it will render at, e.g. '65px'. */
  reservedHeight: string;
}

/** The part's name in a module id: `header/Header` → `Header`. */
const partOf = (id: string): string => id.split('/')[1] ?? id;

/** The page's slot element for the part, written by the server that composed the page (`ssr=1`). */
const serverSlotFor = (id: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-chrome-slot="${partOf(id)}"]`);

/** Slots whose React face went away in this commit; unmounted right after it unless adopted again. */
const unmountRequested = new WeakSet<object>();

/**
 * The React face of `mountChromeSlot`, which owns the part's whole life; this draws the fallback and marks
 * the status. The part goes into the server's slot for it when the page has one (it hydrates the server's
 * markup there), else into a slot element of its own. A slot the page's entry already mounted into that
 * element (before this app's code arrived) is adopted, with these props: never a second root over it.
 */
function ChromeSlotView({ id, props, fallback, reservedHeight }: ChromeSlotProps) {
  const [serverSlot] = useState(() => serverSlotFor(id));
  const own = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SlotStatus>('loading');
  const [fallbackShown, setFallbackShown] = useState(false);
  const slot = useRef<ReturnType<typeof mountChromeSlot> | null>(null);
  const latestProps = useRef(props);

  useEffect(() => {
    const element = serverSlot ?? own.current;
    if (!element) return undefined;
    let leaving = false;
    const adopted = liveSlotIn(element);
    if (adopted) unmountRequested.delete(adopted);
    const handle = adopted ?? mountChromeSlot(element, { id, props: latestProps.current });
    if (adopted) adopted.update(latestProps.current);
    slot.current = handle;
    setStatus(handle.status());
    const stopListening = handle.subscribe(setStatus);
    handle.setFallback({
      show: () => setFallbackShown(true),
      // Gone before the part's own root takes the element: React must not find its nodes moved.
      hide: () => {
        if (!leaving) flushSync(() => setFallbackShown(false));
      },
    });
    return () => {
      leaving = true;
      stopListening();
      slot.current = null;
      // After React's commit: a root unmounted while React renders would race it. A slot drawn again over
      // the same element in that commit takes the handle back instead.
      unmountRequested.add(handle);
      queueMicrotask(() => {
        if (unmountRequested.delete(handle)) handle.unmount();
      });
    };
  }, [id, serverSlot]);

  useEffect(() => {
    if (latestProps.current === props) return;
    latestProps.current = props;
    slot.current?.update(props);
  }, [props]);

  const shown = fallbackShown ? fallback : null;
  if (serverSlot) return shown === null ? null : createPortal(shown, serverSlot, id);
  return (
    <Slot ref={own} $reservedHeight={reservedHeight} data-remote-slot={id} data-remote-status={status}>
      {shown}
    </Slot>
  );
}

/** Mounts one exposed module in a reserved slot; a dead, slow or broken remote shows its fallback instead. */
// Memoised: the page's own state (the control panel's "last click") must not redraw every remote.
export const ChromeSlot = memo(ChromeSlotView);
