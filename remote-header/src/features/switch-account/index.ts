// The switch-account feature's front door: other features, src/app and src/exposed import only what is named here.
export { switchAccountDialogPart } from './switch-account-dialog-part';
