// The navigation feature's front door: other features, src/app and src/exposed import only what is named here.
export { EntryLink } from './entry-link';
export { MainNavigation } from './main-navigation';
export type { NavigationEntry } from './navigation-model';
export { useNavigationEntries } from './use-navigation-entries';
export { drawDropdownsOnServer } from './server-dropdown-panel';
export { requestCompleteMenu } from './complete-menu';
export { withMenuOutlines } from './menu-outline';
