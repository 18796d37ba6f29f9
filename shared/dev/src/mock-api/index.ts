/*
 * The mock exchange API used by tests (through msw) and by the demo host (through Node), answering from the
 * shared fixtures so the two cannot drift. See README.md for the cookies and the fault switch.
 */
export { handleMockRequest, isMockApiPath } from './handle-mock-request';
export type { MockFault } from './request-context';
export { mockRoutes } from './routes';
// The demo host imports the cookie names from `@site-chrome/dev/mock-api/cookie-names`, which keeps the
// mock API and its fixtures out of the demo page's bundle.
export { countryCookieName, loginCookieName } from './cookie-names';
