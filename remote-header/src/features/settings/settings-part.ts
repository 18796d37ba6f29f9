import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The settings panel: fetched on the first hover or focus of "Settings". */
export const settingsPart = createLazyPart(
  () => import('./settings-panel').then((module) => module.renderSettingsPanel),
  'settings panel',
);
