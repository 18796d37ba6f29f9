export { logOut } from './logout';
export type { LogoutScope } from './logout';
