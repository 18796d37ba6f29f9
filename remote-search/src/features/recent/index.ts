// The recent feature's front door: other features, src/app and src/exposed import only what is named here.
export { RecentSearches } from './recent-searches';
export { recentSearchesKey } from './recent-searches-store';
export { useRecentSearches } from './use-recent-searches';
