// The preferences feature's front door: other features, src/app and src/exposed import only what is named here.
export { PagePreferences } from './page-preferences';
