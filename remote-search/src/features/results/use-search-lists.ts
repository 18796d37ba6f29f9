import { useFiatOptions } from '@site-chrome/data/fiat-options';
import {
  useAlphaTokens,
  useFuturesContracts,
  useOptionsUnderlyings,
  usePilotTokens,
  usePreMarketCurrencies,
  useSpotMarkets,
} from '@site-chrome/data/market-lists';
import type { SearchKind, SearchLists } from '@site-chrome/data/search-catalogue';

export interface LoadedSearchLists {
  lists: SearchLists;
  /** Kinds whose list has not answered yet (their tab shows placeholder rows). */
  pending: ReadonlySet<SearchKind>;
}

/**
 * Every list the search covers, through the page's one query cache: what the header's market panels
 * already fetched is not fetched again. Futures do not poll here: a search is a moment, not a ticker.
 */
export function useSearchLists(): LoadedSearchLists {
  const spot = useSpotMarkets();
  const futures = useFuturesContracts({ poll: false });
  const options = useOptionsUnderlyings();
  const preMarket = usePreMarketCurrencies();
  const pilot = usePilotTokens();
  const alpha = useAlphaTokens();
  const fiat = useFiatOptions();
  const queries = { spot, futures, options, preMarket, pilot, alpha, fiat };
  const pending = new Set<SearchKind>();
  for (const [kind, query] of Object.entries(queries)) if (query.isPending) pending.add(kind as SearchKind);
  return {
    lists: {
      spot: spot.data,
      futures: futures.data,
      // Asked for the default options market only, so the answer holds that one list.
      options: options.data ? Object.values(options.data)[0] : undefined,
      preMarket: preMarket.data,
      pilot: pilot.data,
      alpha: alpha.data,
      fiat: fiat.data,
    },
    pending,
  };
}
