/** `@site-chrome/dev/testing`: render helpers and fixtures for tests. Never federated or bundled. */
export { languageLoaded, renderWithChrome, resetChromePage } from './render-with-chrome';
export { getFixtures } from './fixtures';
export { mockServer, requestsTo, setMockFault, setUpMockApi } from './data-test-kit';
export { expectConsoleErrors } from './console-errors';

export { currentHourSeconds } from './fixtures/fixture-clock';
export { createTestQueryClient, flushScheduledWrites, requestedUrls, wrapperFor } from './data-test-kit';
export { renderOnServerThenHydrate, serverDay } from './server-hydration';
export { hydrationMatrixCases, hydrationMatrixCountry, setUpHydrationMatrix } from './hydration-matrix';
export {
  fixtureCompliance,
  fixtureSubSiteLabel,
  fragmentAnswer,
  isolationCaseName,
  setUpIsolationMatrix,
} from './isolation-matrix';
export type { IsolatedFragment } from './isolation-matrix';
export { lintRuleIds } from './lint-probes';
