// The account-menus feature's front door: other features, src/app and src/exposed import only what is named here.
export { SignedInMenus } from './signed-in-menus';
