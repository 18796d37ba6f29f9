/*
 * The mock exchange API used by tests (through msw) and by the demo host (through Node), answering from the
 * shared fixtures so the two cannot drift. See README.md for the cookies and the fault switch.
 */
export { handleMockRequest, isMockApiPath } from './handle-mock-request';
export { faultCookieName, countryCookieName, loginCookieName, marketsCookieName } from './request-context';
export type { MockFault } from './request-context';
export { mockRoutes } from './routes';
export { uidCookieName } from './cookie-names';
