import type { Page } from '@playwright/test';

/** What a fault scenario counts on the page: requests to the failing resource, errors, uncaught errors. */
export interface ScenarioWatch {
  /** Requests to the failing resource, retries and preloads included. */
  requests: string[];
  /** console.error lines written by the page's scripts. */
  pageErrors: string[];
  /**
   * Lines Chromium writes itself for a request that failed ("Failed to load resource: …", or "Failed to
   * find a valid digest in the 'integrity' attribute …" for a script it blocked): the browser's, not the
   * page's, and no script can prevent them.
   */
  networkErrors: string[];
  /** Uncaught errors and unhandled rejections (Playwright's 'pageerror'). */
  uncaught: string[];
}

const browserLine = /^Failed to (?:load resource:|find a valid digest in the 'integrity' attribute)/;

export function watchScenario(page: Page, failingResource: RegExp): ScenarioWatch {
  const watch: ScenarioWatch = { requests: [], pageErrors: [], networkErrors: [], uncaught: [] };
  page.on('request', (request) => {
    if (failingResource.test(request.url())) watch.requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    (browserLine.test(text) ? watch.networkErrors : watch.pageErrors).push(text);
  });
  page.on('pageerror', (error) => watch.uncaught.push(error.message));
  return watch;
}
