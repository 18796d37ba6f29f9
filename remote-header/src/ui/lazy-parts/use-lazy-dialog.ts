import { useClientRender } from '@site-chrome/runtime';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { LazyPart } from './create-lazy-part';

/**
 * A button that opens a dialog shipped in its own chunk (the drawer, the chat panel): the chunk is fetched
 * on hover or focus, the dialog renders once it is loaded and the button was pressed, and focus goes back to
 * the button on close. Spread `triggerProps` on the button; draw `render` with `isOpen` and `setOpen`.
 * `open()` opens it from elsewhere (Log Out inside the Account menu), returning focus to `buttonRef`.
 * `serverPopover`: the id of a popover of the server's markup the button toggles before hydration (the
 * language links, the phone drawer's navigation); a click from before React took over is the popover's, a later one opens the dialog.
 */
export function useLazyDialog<Part>(part: LazyPart<Part>, serverPopover?: string) {
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const render = part.usePart(wanted);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void part.preload();
  const open = () => {
    setWanted(true);
    setOpen(true);
  };
  const client = useClientRender();
  const tookOverAt = useRef(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    tookOverAt.current = performance.now();
  }, []);
  const triggerProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    // Before hydration the browser states it, from the popover the button toggles.
    'aria-expanded': client || !serverPopover ? isOpen : undefined,
    popoverTarget: serverPopover,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent) => {
      // Answered once: by the popover (a click from before React took over), or by the dialog alone.
      if (serverPopover && event.timeStamp < tookOverAt.current) return;
      event.preventDefault();
      // A popover the reader opened before hydration would sit above the dialog (the top layer): closed.
      const popover = serverPopover ? document.getElementById(serverPopover) : null;
      // (jsdom has no popovers)
      if (popover && 'hidePopover' in popover && popover.matches(':popover-open')) popover.hidePopover();
      open();
    },
  };
  return { render, isOpen, setOpen, open, preload, buttonRef, triggerProps };
}
