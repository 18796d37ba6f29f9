import type { Page } from '@playwright/test';

/** When each part of the chrome first showed, in ms since navigation (the page's `performance.now()`). */
export interface ChromeTimes {
  headerFallback?: number;
  headerReal?: number;
  footerFallback?: number;
  footerReal?: number;
  /** The header's own market search in the Search dialog: the search remote's fallback. */
  searchFallback?: number;
  searchReal?: number;
}

declare global {
  interface Window {
    __chromeTimes?: ChromeTimes;
  }
}

/** Runs in the page before its first script (serialised by Playwright): uses nothing from this module. */
function recordChromeTimes(): void {
  const times: ChromeTimes = {};
  window.__chromeTimes = times;
  const aggregatedSearch = 'section[aria-label="Aggregated search"]';
  const parts: Record<keyof ChromeTimes, () => boolean> = {
    headerFallback: () => document.querySelector('header[data-fallback="header"]') !== null,
    headerReal: () => document.querySelector('header:not([data-fallback]) nav') !== null,
    footerFallback: () => document.querySelector('footer[data-fallback="footer"]') !== null,
    footerReal: () => document.querySelector('footer:not([data-fallback]) a') !== null,
    searchFallback: () =>
      [...document.querySelectorAll('[role="dialog"] [role="combobox"]')].some(
        (field) => field.closest(aggregatedSearch) === null,
      ),
    searchReal: () => document.querySelector(`[role="dialog"] ${aggregatedSearch}`) !== null,
  };
  // Mutations are delivered after the DOM change and before paint: the time the part was inserted.
  new MutationObserver(() => {
    for (const [part, shown] of Object.entries(parts) as [keyof ChromeTimes, () => boolean][]) {
      if (times[part] === undefined && shown()) times[part] = Math.round(performance.now());
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Records, from navigation on, when the header, footer and search first show, real or fallback. */
export async function recordChromeTimesOn(page: Page): Promise<void> {
  await page.addInitScript(recordChromeTimes);
}

export async function chromeTimes(page: Page): Promise<ChromeTimes> {
  return page.evaluate(() => ({ ...window.__chromeTimes }));
}

/** The page's clock now, to measure from a moment after navigation (opening Search, changing props). */
export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(performance.now()));
}
