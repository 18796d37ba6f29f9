/**
 * What a visit records in the page, from before its first script runs (an init script): when the header
 * and footer first show their real content, and the page's layout shifts.
 *
 * - header-ready: the `<header>` landmark holds its "Log In" link (logged out) or "Account" menu (logged
 *   in); the host's fallback header (`data-fallback`) does not count.
 * - footer-ready: the `<footer>` landmark, not the fallback, holds a link.
 * - CLS: the largest session window of layout shifts without recent input (1 s gap, 5 s cap), as
 *   Chrome and Lighthouse compute it.
 */
export interface ProbeFigures {
  headerReadyMs: number | null;
  footerReadyMs: number | null;
  cls: number;
}

declare global {
  interface Window {
    __pageLoadProbe?: ProbeFigures;
  }
}

/** Runs inside the page (serialised by Playwright): it may use nothing from this module's scope. */
export function installReadyProbe(): void {
  const figures: ProbeFigures = { headerReadyMs: null, footerReadyMs: null, cls: 0 };
  window.__pageLoadProbe = figures;

  const accountControl = /^(Log In|Account)$/;
  const headerReady = () =>
    [...document.querySelectorAll('header:not([data-fallback]) a, header:not([data-fallback]) button')].some(
      (element) =>
        accountControl.test((element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
    );
  const footerReady = () => document.querySelector('footer:not([data-fallback]) a') !== null;
  const check = () => {
    if (figures.headerReadyMs === null && headerReady()) figures.headerReadyMs = performance.now();
    if (figures.footerReadyMs === null && footerReady()) figures.footerReadyMs = performance.now();
    if (figures.headerReadyMs !== null && figures.footerReadyMs !== null) observer.disconnect();
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
