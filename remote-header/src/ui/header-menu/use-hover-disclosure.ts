import { useChromeStore, useClientRender } from '@site-chrome/runtime';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type ToggleEvent,
} from 'react';

/**
 * A dropdown the server draws open-able before the header's code runs (the navigation groups): its panel
 * is a `popover` the button toggles natively (`popovertarget`: click, Enter and Space; Escape and a click
 * elsewhere close it) and CSS shows it while the item is hovered. Give the item and the panel here.
 */
interface ServerOpenable {
  itemRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLElement | null>;
}

/** Whether the native popover is showing (false where the browser has no popover support). */
function isPopoverOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/** Whether the item is hovered and its panel shown by the server's CSS (not since shut with Escape). */
function isShownWhileHovered(item: HTMLElement | null, panel: HTMLElement | null): boolean {
  return (
    item?.matches(':hover') === true && panel !== null && getComputedStyle(panel).visibility === 'visible'
  );
}

/**
 * The WAI-ARIA disclosure behaviour of the bar's dropdowns (navigation groups and the account and tool
 * menus): open on hover and on Enter/Space, close when the pointer leaves, on Escape (focus returns to the
 * button) and when focus leaves the item. `onInterest` runs on hover and focus, to fetch the panel's chunk.
 * Spread `itemProps` on the element around button and panel, `buttonProps` on the button, and, for a
 * dropdown the server draws (`serverOpenable`), `panelProps` on the panel.
 */
export function useHoverDisclosure(
  buttonRef: RefObject<HTMLButtonElement | null>,
  onInterest: () => void,
  /** Also opens when the button gains focus (the download panel: a hover card keyboard users reach too). */
  openOnFocus = false,
  serverOpenable?: ServerOpenable,
) {
  // Open "at" a page path, so a client-side navigation does not leave a panel over the new page.
  const path = useChromeStore((state) => state.path);
  const [openAtPath, setOpenAtPath] = useState<string | null>(null);
  const isOpen = openAtPath === path;
  const setOpen = (open: boolean) => setOpenAtPath(open ? path : null);
  const lastPointerType = useRef('');
  // Focus coming back to the button after Escape must not open it again.
  const returningFocus = useRef(false);
  // False on the server and while hydrating: the server's markup says nothing of the open state (the
  // reader's browser keeps it, in the popover and the hover), so neither does the render that hydrates it.
  const client = useClientRender();
  // When React took the item over (performance.now()): a click older than that was answered by the
  // browser already (the popover toggled), whether React saw it late or replays it.
  const tookOverAt = useRef(Number.POSITIVE_INFINITY);

  // At hydration the reader may have a panel open, by hovering or with the popover: it stays open. Not
  // one hovered but shut with Escape (its CSS hides it under the resting pointer): it stays shut.
  useLayoutEffect(() => {
    tookOverAt.current = performance.now();
    if (!serverOpenable) return;
    const { itemRef, panelRef } = serverOpenable;
    if (isPopoverOpen(panelRef.current) || isShownWhileHovered(itemRef.current, panelRef.current)) {
      setOpenAtPath(path);
      // The reader's interest came before React: what the open panel needs (its chunk, a market's data
      // behind a shell) is asked now, not at the next pointer move.
      onInterest();
    }
    // Once: what the server's markup had open is adopted when React takes over, not on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // React's state decides once it has taken over: a popover the browser opened closes with it.
  const panelRef = serverOpenable?.panelRef;
  useEffect(() => {
    const panel = panelRef?.current ?? null;
    if (client && !isOpen && isPopoverOpen(panel)) panel?.hidePopover();
  }, [client, isOpen, panelRef]);

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
    // Before hydration the browser states it, from the popover the button toggles.
    'aria-expanded': client || !serverOpenable ? isOpen : undefined,
    onFocus: () => {
      onInterest();
      if (openOnFocus && !returningFocus.current) setOpen(true);
    },
    onPointerDown: (event: PointerEvent) => {
      lastPointerType.current = event.pointerType;
    },
    // A mouse has opened the panel by hovering: its click must not shut it. Keyboard (detail 0) and touch toggle.
    onClick: (event: MouseEvent) => {
      // A click from before React took over: the browser toggles the popover (now, or did then), and the
      // toggle event tells React. Answered once, not twice.
      if (serverOpenable && event.timeStamp < tookOverAt.current) return;
      // React answers: not the popover as well.
      event.preventDefault();
      setOpen(event.detail > 0 && lastPointerType.current === 'mouse' ? true : !isOpen);
    },
  };

  /** The panel's side of the popover: the browser's opening and closing it (Escape, a click elsewhere). */
  const panelProps = {
    onToggle: (event: ToggleEvent) => {
      const open = event.newState === 'open';
      if (open !== isOpen) setOpen(open);
    },
  };

  return { isOpen, client, closeAndFocus, itemProps, buttonProps, panelProps };
}
