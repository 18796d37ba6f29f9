import type { MarketTimezone } from './query-keys';
import { futuresTimezoneQuery } from '@site-chrome/rules/settings';
import { findSite } from '@site-chrome/rules/sites';
import { useChromeStore } from '../store/chrome-store';
import { selectMarketDisplay } from '../store/use-market-display';

export interface PageDataContext {
  language: string;
  subWebsiteId: number;
  /** `timezone` query of the market lists: the change window shown (sub-site constraint, else the user's choice). */
  marketTimezone: MarketTimezone;
}

/**
 * What hooks send when their caller does not say: the page's language, sub-site id and change window, read
 * from the page store, so a change made in one remote refetches (or reads the cached copy of) that data.
 */
export function usePageDataContext(): PageDataContext {
  const language = useChromeStore((state) => state.language);
  const site = useChromeStore((state) => state.site);
  const marketTimezone = useChromeStore((state) =>
    futuresTimezoneQuery(selectMarketDisplay(state).changeWindow),
  );
  return { language, subWebsiteId: findSite(site)?.id ?? 0, marketTimezone };
}
