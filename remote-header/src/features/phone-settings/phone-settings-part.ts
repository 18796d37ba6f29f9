import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The phone settings sheet: its own chunk, fetched on the first touch or focus of its button. */
export const phoneSettingsPart = createLazyPart(
  () => import('./phone-settings-dialog').then((module) => module.renderPhoneSettingsDialog),
  'phone settings',
);
