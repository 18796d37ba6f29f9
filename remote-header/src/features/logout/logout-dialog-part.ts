import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The "Log out" dialog: its own chunk, fetched when the Account menu opens and drawn on "Log Out". */
export const logoutDialogPart = createLazyPart(
  () => import('./logout-dialog').then((module) => module.renderLogoutDialog),
  'log-out dialog',
);
