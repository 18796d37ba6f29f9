// The regional-redirect feature's front door: other features, src/app and src/exposed import only what is named here.
export { RegionalRedirectSlot } from './regional-redirect-slot';
