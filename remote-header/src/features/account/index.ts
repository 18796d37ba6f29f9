// The account feature's front door: other features, src/app and src/exposed import only what is named here.
export { VisitorActions } from './visitor-actions';
