// The links feature's front door: other features, src/app and src/exposed import only what is named here.
export { LegalLinks } from './legal-links';
