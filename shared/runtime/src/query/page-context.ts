import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import type { MarketTimezone } from './query-keys';
import { futuresTimezoneQuery } from '@site-chrome/rules/settings';
import { findSite } from '@site-chrome/rules/sites';
import { useChromeStore } from '../store/chrome-store';
import { selectMarketDisplay } from '../store/use-market-display';
import { useClientRender } from '../ui/use-client-render';

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
  // The data hooks' counterpart of the spec's "useSelectCurrency must be used within a CurrencyProvider"
  // (which useSelectCurrency throws itself, in the header's language-region feature): those that follow the page's
  // language and sub-site read them here, and without the page's query client they could neither fetch nor
  // share. react-query would throw too, but naming its own provider, not ours.
  if (useContext(QueryClientContext) === undefined) {
    throw new Error(
      '[site-chrome] @site-chrome/data hooks (useCommonData, useHeaderMenu, ...) must be used within ' +
        'ChromeProviders: render them inside a module made with defineExposedComponent, or wrap the tree ' +
        'in <ChromeProviders>.',
    );
  }
  const language = useChromeStore((state) => state.language);
  const site = useChromeStore((state) => state.site);
  // The stored change window is a browser cookie: the server and hydration use the sub-site's default.
  const client = useClientRender();
  const marketTimezone = useChromeStore((state) =>
    futuresTimezoneQuery(
      selectMarketDisplay(
        client ? state : { ...state, storedRiseColour: undefined, storedChangeWindow: undefined },
      ).changeWindow,
    ),
  );
  return { language, subWebsiteId: findSite(site)?.id ?? 0, marketTimezone };
}
