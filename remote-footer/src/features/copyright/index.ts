// The copyright feature's front door: other features, src/app and src/exposed import only what is named here.
export { Copyright } from './copyright';
