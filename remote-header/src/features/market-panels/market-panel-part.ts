import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/**
 * The market panels, react-window and the market code: their own chunk, fetched the first time the pointer
 * or keyboard focus reaches a dropdown item with an extra-panel key, never with the bar.
 */
export const marketPanel = createLazyPart(
  () => import('./market-panel').then((module) => module.renderMarketPanel),
  'market panel',
);
