import { useContext, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { ChromeScopeContext } from '../scope/chrome-scope';
import type { ChromeState, ChromeStore } from './chrome-store-types';
import { createHostPropsSlice } from './host-props-slice';
import { createMarketDisplaySlice } from './market-display-slice';
import { createSettingsSlice } from './settings-slice';
import { syncApiClientWithStore } from './sync-api-client';
import { createSiteSlice } from './site-slice';

/** Builds a store; the page uses the one singleton below, tests build their own. */
export function createChromeStore(): ChromeStore {
  return createStore<ChromeState>()((...args) => ({
    ...createSiteSlice(...args),
    ...createSettingsSlice(...args),
    ...createHostPropsSlice(...args),
    ...createMarketDisplaySlice(...args),
  }));
}

/**
 * The one store on the page. This module is federated as a singleton (`@site-chrome/runtime`), so the
 * header, footer, bar and search all import this same instance: a theme change in one shows in all.
 */
export const chromeStore: ChromeStore = createChromeStore();
syncApiClientWithStore(chromeStore);

/**
 * Reads the page store (on a server, the request's: `ChromeScopeContext`) with a selector; components
 * re-render only when the selected value changes.
 */
export function useChromeStore<Selected>(selector: (state: ChromeState) => Selected): Selected {
  const store = useContext(ChromeScopeContext)?.store ?? chromeStore;
  const select = () => selector(store.getState());
  // zustand's own `useStore` reads the store's initial state on a server and while hydrating; ours holds
  // the props already there (a server renders with them; the browser puts the server's in before it
  // hydrates), so both read the current state and draw the same markup.
  return useSyncExternalStore(store.subscribe, select, select);
}
