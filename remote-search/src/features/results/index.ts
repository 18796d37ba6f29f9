// The results feature's front door: other features, src/app and src/exposed import only what is named here.
export { PlaceholderRows } from './placeholder-rows';
export type { OptionContext } from './result-option';
export { resultStyles } from './result-styles';
export { ResultTabs } from './result-tabs';
export { ResultsListbox } from './results-listbox';
export { shownResults, type SearchTab, type ShownResults } from './shown-results';
export { useSearchLists } from './use-search-lists';
