import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { ChromeStore } from '../store/chrome-store-types';

/**
 * The page-wide objects a part renders with: the store, the query client and the i18n instance. In the
 * browser they are the page's singletons (no provider: `useChromeScope()` answers null and callers use
 * them). A server renders many pages at once in one process, so it creates a scope per request and
 * provides it here: two concurrent renders in different languages never share one of them.
 */
export interface ChromeScope {
  store: ChromeStore;
  queryClient: QueryClient;
  i18n: I18n;
}

export const ChromeScopeContext = createContext<ChromeScope | null>(null);

/** The request's scope on a server; null in the browser, where the page singletons are the scope. */
export function useChromeScope(): ChromeScope | null {
  return useContext(ChromeScopeContext);
}
