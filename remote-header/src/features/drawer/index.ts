// The drawer feature's front door: other features, src/app and src/exposed import only what is named here.
export { MenuButton } from './menu-button';
export { drawDrawerOnServer } from './server-drawer';
