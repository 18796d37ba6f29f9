// The actions feature's front door: other features, src/app and src/exposed import only what is named here.
export { DepositLink } from './deposit-link';
export { useHeaderLinks } from './header-links';
export { TestnetActions } from './testnet-actions';
