import { findSite } from '../sites/resolve-site';
import { useChromeStore } from '../store/chrome-store';

/**
 * The page's language and sub-site id, for hooks whose caller does not pass them. Read from the page
 * store, so a language change in one remote refetches (or reads the cached copy of) that language's data.
 */
export function usePageDataContext(): { language: string; subWebsiteId: number } {
  const language = useChromeStore((state) => state.language);
  const site = useChromeStore((state) => state.site);
  return { language, subWebsiteId: findSite(site)?.id ?? 0 };
}
