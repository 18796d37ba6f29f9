import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/**
 * The switch-account script (header spec section 6): its own chunk, fetched only when "Switch account" is
 * there (the `is_switch_tag` cookie, the main site, a signed-in reader) and the reader points at it or opens it.
 */
export const switchAccountDialogPart = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-switch-account" */ './switch-account-dialog').then(
      (module) => module.renderSwitchAccountDialog,
    ),
  'switch-account dialog',
);
