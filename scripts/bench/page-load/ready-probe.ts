/**
 * What a visit records in the page, from before its first script runs (an init script): when the header
 * and footer first show their real content, and the page's layout shifts.
 *
 * - header-ready: the `<header>` landmark holds its "Log In" link (logged out) or "Account" menu (logged
 *   in); the host's fallback header (`data-fallback`) does not count.
 * - footer-ready: the `<footer>` landmark, not the fallback, holds a link.
 * - header-painted: the paint of that control, as Chromium's Element Timing API reports it (the probe
 *   gives the control an `elementtiming` attribute in the same task that inserted it, before any paint).
 *   On the server-rendered page this is the header drawn from the page's HTML.
 * - header-interactive: the end of the first React commit after which every dropdown button of the header
 *   (`button[aria-controls]`) carries React's event handlers (its `__reactProps$…` with a function): from
 *   then on a hover or click opens its panel. Seen through the DevTools hook's `onCommitFiberRoot`, which
 *   React calls after each commit (visit.ts's stand-in hook forwards it here). On a client-rendered page
 *   it is the render's commit; on the server-rendered page, the hydration's.
 * - header-from-server: the header was first seen inside a server's fragment (`[data-chrome-fragment]`),
 *   i.e. the composer had it within its budget; otherwise the browser rendered it (the client path).
 * - menu-open-ready: the first animation frame in which the panel of the header's first dropdown (the first
 *   button with `aria-controls` or `popovertarget` in the banner's "Main" navigation) is on screen: an
 *   element of it with a rendered box inside the viewport that `checkVisibility` passes (not
 *   `display: none`, `visibility: hidden`, `content-visibility: hidden` or fully transparent). Whatever
 *   opened it counts alike: CSS before hydration (`:hover`, `:focus-within`, a popover) or React. Stamped in
 *   a `requestAnimationFrame` callback, i.e. in the frame that paints it; the visit keeps a pointer on the
 *   trigger (visit.ts). `menuExpandedMs` is when the trigger first said `aria-expanded="true"`;
 *   `menuPointerMs` when the document first saw the pointer (an event of it), beside `firstPaintMs`: a mouse
 *   that came after the first paint did not rest there from the start.
 * - CLS: the largest session window of layout shifts without recent input (1 s gap, 5 s cap), as
 *   Chrome and Lighthouse compute it.
 */
export interface ProbeFigures {
  headerReadyMs: number | null;
  headerPaintedMs: number | null;
  headerInteractiveMs: number | null;
  headerFromServer: boolean | null;
  footerReadyMs: number | null;
  menuOpenReadyMs: number | null;
  menuExpandedMs: number | null;
  menuPointerMs: number | null;
  firstPaintMs: number | null;
  cls: number;
}

/** What the tap loop (visit.ts) should do now: the trigger is under the point, not yet, or it answered. */
export type MenuTapState = 'tap' | 'wait' | 'answered';

declare global {
  interface Window {
    __pageLoadProbe?: ProbeFigures;
    /** Called by the stand-in DevTools hook after each React commit. */
    __pageLoadProbeCommit?: () => void;
    /** Whether a tap at (x, y) now lands on the first dropdown's trigger, or the menu already answered. */
    __pageLoadProbeMenuTapState?: (x: number, y: number) => MenuTapState;
  }
}

/** Runs inside the page (serialised by Playwright): it may use nothing from this module's scope. */
export function installReadyProbe(): void {
  const figures: ProbeFigures = {
    headerReadyMs: null,
    headerPaintedMs: null,
    headerInteractiveMs: null,
    headerFromServer: null,
    footerReadyMs: null,
    menuOpenReadyMs: null,
    menuExpandedMs: null,
    menuPointerMs: null,
    firstPaintMs: null,
    cls: 0,
  };
  window.__pageLoadProbe = figures;

  const accountControl = /^(Log In|Account)$/;
  const headerControl = () =>
    [...document.querySelectorAll('header:not([data-fallback]) a, header:not([data-fallback]) button')].find(
      (element) =>
        accountControl.test((element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
    );
  const footerReady = () => document.querySelector('footer:not([data-fallback]) a') !== null;
  const check = () => {
    if (figures.headerReadyMs === null) {
      const control = headerControl();
      if (control) {
        figures.headerReadyMs = performance.now();
        figures.headerFromServer = control.closest('[data-chrome-fragment]') !== null;
        control.setAttribute('elementtiming', 'header-control');
      }
    }
    if (figures.footerReadyMs === null && footerReady()) figures.footerReadyMs = performance.now();
    if (figures.headerReadyMs !== null && figures.footerReadyMs !== null) observer.disconnect();
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      identifier: string;
      renderTime: number;
    })[])
      if (entry.identifier === 'header-control' && figures.headerPaintedMs === null)
        figures.headerPaintedMs = entry.renderTime || entry.startTime;
  }).observe({ type: 'element', buffered: true });

  const hasReactHandlers = (element: Element) =>
    Object.entries(element).some(
      ([key, props]) =>
        key.startsWith('__reactProps$') &&
        Object.values(props as Record<string, unknown>).some((value) => typeof value === 'function'),
    );
  window.__pageLoadProbeCommit = () => {
    if (figures.headerInteractiveMs !== null) return;
    const triggers = [...document.querySelectorAll('header:not([data-fallback]) button[aria-controls]')];
    if (triggers.length > 0 && triggers.every(hasReactHandlers))
      figures.headerInteractiveMs = performance.now();
  };
  const firstDropdownTrigger = () =>
    document.querySelector(
      'header:not([data-fallback]) nav[aria-label="Main"] :is(button[aria-controls], button[popovertarget])',
    );
  // Some element of the panel (the first few in document order: the panel, its wrappers, the first items)
  // has a box on screen and is rendered visibly. The panel element itself may be an empty wrapper around a
  // fixed-position box, so its own size says nothing.
  const isOnScreen = (panel: Element) => {
    if (!panel.checkVisibility()) return false;
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_ELEMENT);
    let element: Node | null = panel;
    for (let looked = 0; element && looked < 50; looked++, element = walker.nextNode()) {
      const box = (element as Element).getBoundingClientRect();
      if (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth &&
        (element as Element).checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
          contentVisibilityAuto: true,
        })
      )
        return true;
    }
    return false;
  };
  const watchMenu = () => {
    // Ten minutes: longer than any visit; then the loop stops costing a frame's check.
    if (figures.menuOpenReadyMs !== null || performance.now() > 600_000) return;
    const trigger = firstDropdownTrigger();
    if (trigger) {
      if (figures.menuExpandedMs === null && trigger.getAttribute('aria-expanded') === 'true')
        figures.menuExpandedMs = performance.now();
      const panelId = trigger.getAttribute('aria-controls') ?? trigger.getAttribute('popovertarget');
      const panel = panelId ? document.getElementById(panelId) : null;
      // performance.now(), not the callback's frame time: under a long task that time can precede the
      // change being drawn. This is the frame's own update, right before its style, layout and paint.
      if (panel && isOnScreen(panel)) {
        figures.menuOpenReadyMs = performance.now();
        return;
      }
    }
    requestAnimationFrame(watchMenu);
  };
  requestAnimationFrame(watchMenu);
  const notePointer = () => {
    figures.menuPointerMs ??= performance.now();
  };
  for (const type of ['pointerover', 'pointermove', 'pointerdown'])
    addEventListener(type, notePointer, { capture: true, passive: true, once: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-paint') figures.firstPaintMs ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  window.__pageLoadProbeMenuTapState = (x, y) => {
    if (figures.menuOpenReadyMs !== null || figures.menuExpandedMs !== null) return 'answered';
    const trigger = firstDropdownTrigger();
    const hit = document.elementFromPoint(x, y);
    return trigger && hit && trigger.contains(hit) ? 'tap' : 'wait';
  };

  // Mutations are delivered after the DOM change and before paint: the time the content was inserted.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });

  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      const continuesWindow = entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000;
      if (continuesWindow) windowValue += entry.value;
      else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      lastShift = entry.startTime;
      figures.cls = Math.max(figures.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The centre of the header's first dropdown trigger once the page has loaded (runs inside the page), or
 * null when it has none: where a later visit rests the pointer or taps.
 */
export function readMenuTriggerPoint(): { x: number; y: number } | null {
  const trigger = document.querySelector(
    'header:not([data-fallback]) nav[aria-label="Main"] :is(button[aria-controls], button[popovertarget])',
  );
  if (!trigger) return null;
  const box = trigger.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}
