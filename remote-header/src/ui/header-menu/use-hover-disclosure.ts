import { useChromeStore } from '@site-chrome/runtime';
import {
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/**
 * The WAI-ARIA disclosure behaviour of the bar's dropdowns (navigation groups and the account and tool
 * menus): open on hover and on Enter/Space, close when the pointer leaves, on Escape (focus returns to the
 * button) and when focus leaves the item. `onInterest` runs on hover and focus, to fetch the panel's chunk.
 * Spread `itemProps` on the element around button and panel, `buttonProps` on the button.
 */
export function useHoverDisclosure(
  buttonRef: RefObject<HTMLButtonElement | null>,
  onInterest: () => void,
  /** Also opens when the button gains focus (the download panel: a hover card keyboard users reach too). */
  openOnFocus = false,
) {
  // Open "at" a page path, so a client-side navigation does not leave a panel over the new page.
  const path = useChromeStore((state) => state.path);
  const [openAtPath, setOpenAtPath] = useState<string | null>(null);
  const isOpen = openAtPath === path;
  const setOpen = (open: boolean) => setOpenAtPath(open ? path : null);
  const lastPointerType = useRef('');
  // Focus coming back to the button after Escape must not open it again.
  const returningFocus = useRef(false);

  const closeAndFocus = () => {
    setOpen(false);
    returningFocus.current = true;
    buttonRef.current?.focus();
    returningFocus.current = false;
  };

  const itemProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      onInterest();
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
        closeAndFocus();
      }
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    onFocus: () => {
      onInterest();
      if (openOnFocus && !returningFocus.current) setOpen(true);
    },
    onPointerDown: (event: PointerEvent) => {
      lastPointerType.current = event.pointerType;
    },
    // A mouse has opened the panel by hovering: its click must not shut it. Keyboard (detail 0) and touch toggle.
    onClick: (event: { detail: number }) =>
      setOpen(event.detail > 0 && lastPointerType.current === 'mouse' ? true : !isOpen),
  };

  return { isOpen, closeAndFocus, itemProps, buttonProps };
}
