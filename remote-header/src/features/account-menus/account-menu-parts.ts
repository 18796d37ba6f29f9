import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

// One chunk for the three account menus: they share their data (user info, account mode) and link list.
const load = () => import('./account-menus');

export const fundsMenuPart = createLazyPart(
  () => load().then((module) => module.renderFundsMenu),
  'funds menu',
);
export const ordersMenuPart = createLazyPart(
  () => load().then((module) => module.renderOrdersMenu),
  'orders menu',
);
export const accountMenuPart = createLazyPart(
  () => load().then((module) => module.renderAccountMenu),
  'account menu',
);
