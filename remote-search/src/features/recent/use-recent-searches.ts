import { useCallback, useState } from 'react';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from './recent-searches-store';

/** The recent searches, read from storage once per mount and written back on every change. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(readRecentSearches);
  const remember = useCallback((term: string) => setRecent((current) => rememberSearch(current, term)), []);
  const clear = useCallback(() => setRecent(forgetRecentSearches()), []);
  return { recent, remember, clear };
}
