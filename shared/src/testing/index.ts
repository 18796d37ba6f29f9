/** `@site-chrome/shared/testing`: render helpers and fixtures for tests. Never federated or bundled. */
export { languageLoaded, renderWithChrome, resetChromePage } from './render-with-chrome';
export { getFixtures } from './fixtures';
export type { Fixtures } from './fixtures';
export { mockServer, requestsTo, setMockFault, setUpMockApi } from './data-test-kit';
export { expectConsoleErrors } from './console-errors';
