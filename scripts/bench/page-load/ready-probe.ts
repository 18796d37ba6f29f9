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
 * - CLS: the largest session window of layout shifts without recent input (1 s gap, 5 s cap), as
 *   Chrome and Lighthouse compute it.
 */
export interface ProbeFigures {
  headerReadyMs: number | null;
  headerPaintedMs: number | null;
  headerInteractiveMs: number | null;
  headerFromServer: boolean | null;
  footerReadyMs: number | null;
  cls: number;
}

declare global {
  interface Window {
    __pageLoadProbe?: ProbeFigures;
    /** Called by the stand-in DevTools hook after each React commit. */
    __pageLoadProbeCommit?: () => void;
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
