export { logOut, logoutAllPath, logoutPath, sessionCookieNames } from './logout';
export type { LogoutOutcome, LogoutScope } from './logout';
