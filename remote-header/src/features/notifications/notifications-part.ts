import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The bell's panel and its data: fetched on the first hover or focus of the bell (header spec section 4). */
export const notificationsPart = createLazyPart(
  () => import('./notifications-panel').then((module) => module.renderNotificationsPanel),
  'notifications panel',
);
