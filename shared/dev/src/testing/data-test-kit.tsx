/*
 * Test support for the data hooks, not shipped: the shared mock API through msw, a request log, the fault
 * switch and a fresh QueryClient (chrome defaults, retry off) per test.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { resetApiClient } from '@site-chrome/runtime/testing';
import { createChromeQueryClient } from '@site-chrome/runtime';
import { faultCookieName } from '../mock-api/request-context';
import type { MockFault } from '../mock-api/request-context';
import { mockApiHandlers } from '../mock-api/msw-handlers';
import { getFixtures } from './fixtures';

export const mockServer = setupServer(...mockApiHandlers);

/** Every URL the page requested during the current test, in order. */
export const requestedUrls: URL[] = [];

export function requestsTo(path: string): URL[] {
  return requestedUrls.filter((url) => url.pathname === path);
}

/** Turns the mock API's fault switch on for every following request, or off with `undefined`. */
export function setMockFault(fault: MockFault | undefined): void {
  document.cookie =
    fault === undefined ? `${faultCookieName}=; max-age=0; path=/` : `${faultCookieName}=${fault}; path=/`;
}

/** The page's client defaults, with retries off so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  const client = createChromeQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/**
 * Installs the msw lifecycle and a clean page per test: empty localStorage, no fault, default API client,
 * expected warnings of malformed answers quiet. A logged error is never silenced here: a test that
 * expects one spies on console.error and asserts it (jest.setup.ts fails any other).
 */
export function setUpMockApi(): void {
  const recordRequest = ({ request }: { request: Request }) => requestedUrls.push(new URL(request.url));
  beforeAll(() => {
    // Build the fixtures now: built during the first request, they would hold up rendering for a moment.
    getFixtures();
    mockServer.listen({ onUnhandledRequest: 'error' });
    mockServer.events.on('request:start', recordRequest);
  });
  beforeEach(() => {
    requestedUrls.length = 0;
    window.localStorage.clear();
    setMockFault(undefined);
    resetApiClient();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    mockServer.resetHandlers();
    setMockFault(undefined);
  });
  afterAll(() => {
    mockServer.events.removeListener('request:start', recordRequest);
    mockServer.close();
  });
}

/**
 * Resolves once the persister's pending 0 ms write has run: timers of equal delay run in the order they
 * were set, so no real time passes.
 */
export function flushScheduledWrites(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
