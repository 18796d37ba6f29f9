/**
 * `@site-chrome/runtime/dialog`: the chrome's modal dialog (Radix Dialog) and the styles of surfaces drawn in
 * a portal. Not federated: each remote bundles it into the lazy chunks of its dialogs, so no first render
 * pays for Radix.
 */
export { DialogActionButton } from './dialog-action-button';
export { ModalDialog } from './modal-dialog';
export { portalSurfaceStyles } from './portal-surface';
