import { useRef, useState } from 'react';
import type { LazyPart } from './create-lazy-part';

/**
 * A button that opens a dialog shipped in its own chunk (the drawer, the chat panel): the chunk is fetched
 * on hover or focus, the dialog renders once it is loaded and the button was pressed, and focus goes back to
 * the button on close. Spread `triggerProps` on the button; draw `render` with `isOpen` and `setOpen`.
 * `open()` opens it from elsewhere (Log Out inside the Account menu), returning focus to `buttonRef`.
 */
export function useLazyDialog<Part>(part: LazyPart<Part>) {
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const render = part.usePart(wanted);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void part.preload();
  const open = () => {
    setWanted(true);
    setOpen(true);
  };
  const triggerProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': isOpen,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: open,
  };
  return { render, isOpen, setOpen, open, preload, buttonRef, triggerProps };
}
