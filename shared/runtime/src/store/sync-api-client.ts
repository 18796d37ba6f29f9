import { configureApiClient } from '../api/default-api-client';
import type { StoreApi } from 'zustand/vanilla';
import type { ChromeState } from './chrome-store-types';

/** What the sync reads of the store (structural, so this file does not import the store it serves). */
type LanguageAndSiteSource = Pick<StoreApi<Pick<ChromeState, 'language' | 'site'>>, 'getState' | 'subscribe'>;

/**
 * Keeps the API client's language and sub-site headers in step with the page store. A store
 * subscription, not a React effect: host props land in a layout effect, and queries start in effects
 * after it, so every request already carries the page's language and sub-site.
 */
export function syncApiClientWithStore(store: LanguageAndSiteSource): () => void {
  let applied = '';
  const apply = () => {
    const { language, site } = store.getState();
    const key = `${language}|${site}`;
    if (key === applied) return;
    applied = key;
    configureApiClient({ language, site });
  };
  apply();
  return store.subscribe(apply);
}
