// The cookie-policy feature's front door: other features, src/app and src/exposed import only what is named here.
export { cookiePolicyStorageKey, readCookiePolicyAcceptance } from './cookie-policy-acceptance';
export { CookiePolicySlot } from './cookie-policy-slot';
