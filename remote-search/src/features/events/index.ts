// The events feature's front door: other features, src/app and src/exposed import only what is named here.
export { dispatchSearchEvent, searchEvents, type SearchSelectDetail } from './search-events';
