/*
 * The mock exchange API used by tests (through msw) and by the demo host (through Node), answering from the
 * shared fixtures so the two cannot drift. See README.md for the cookies and the fault switch.
 */
export { handleMockRequest, isMockApiPath, mockSlowDelayMs } from './handle-mock-request';
export type { MockApiOptions, MockRequest, MockResponse } from './mock-types';
export {
  faultCookieName,
  faultHeaderName,
  faultQueryName,
  countryCookieName,
  loginCookieName,
  marketsCookieName,
  mockFaults,
  parseCookieHeader,
  readFault,
  readPersona,
} from './request-context';
export type { MockFault, MockPersona } from './request-context';
export { mockRoutes } from './routes';
export type { MockRoute, RouteContext } from './routes';
export { uidCookieName } from './cookie-names';
