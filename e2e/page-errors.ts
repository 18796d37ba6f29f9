import type { Page } from '@playwright/test';

/** Collects uncaught page errors and console errors, so a test can assert the page stayed healthy. */
export function watchPageErrors(page: Page) {
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { uncaught, consoleErrors };
}

export const remoteOrigins = {
  header: 'http://localhost:3001',
  footer: 'http://localhost:3002',
  search: 'http://localhost:3003',
} as const;

export type RemoteName = keyof typeof remoteOrigins;
