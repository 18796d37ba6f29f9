import {
  loadPageRemote,
  logErrorOnce,
  reportFallback,
  useLoad,
  type LoadOutcome,
  type PageRemoteResult,
} from '@site-chrome/runtime';
import type { ComponentType } from 'react';
import { pageHasDeviceType } from '@site-chrome/rules/device-type';

/**
 * AggregatedSearch's props as the header passes them: all nine of footer spec section 7
 * (remote-search/README.md has the whole contract).
 */
export interface AggregatedSearchHostProps {
  language: string;
  theme: 'light' | 'dark';
  currentFiat?: string;
  fiatRates: Record<string, { symbol: string; rate: number }>;
  languagePrefix: string;
  /** Quote currency -> its value in USD, from the spot list the header shares with the search. */
  marketRates: Record<string, number>;
  defaultP2PFiat?: string;
  searchVersion: 5;
  /** The listed coins, whose icons the icon host has; absent until the spot list is known. */
  coinIconWhitelist?: string[];
}

type SearchModule = { default: ComponentType<AggregatedSearchHostProps> };

/** The page's loader loads each module once per page and answers every later call from that one load. */
function loadAggregatedSearch(): Promise<PageRemoteResult<SearchModule>> {
  // A page on an older @site-chrome/runtime minor has no loadPageRemote: search on our own, say why once.
  if (typeof loadPageRemote !== 'function') {
    const reason =
      'the page provides @site-chrome/runtime older than 2.7.0, which cannot load remotes for remotes';
    logErrorOnce(
      'header-search-remote',
      'Header',
      `cannot load AggregatedSearch: ${reason}; searching markets in the header instead.`,
    );
    return Promise.resolve({ status: 'unavailable', reason });
  }
  // loadPageRemote logs its one error on failure.
  return loadPageRemote<SearchModule>('search/AggregatedSearch');
}

/** Starts loading AggregatedSearch (on hover or focus of Search), unless the page forbids it. */
export function preloadAggregatedSearch(): void {
  if (!pageHasDeviceType()) void loadAggregatedSearch();
}

export type SearchRemoteState =
  { status: 'loading' } | { status: 'ready'; Component: SearchModule['default'] } | { status: 'own' };

/** AggregatedSearch's component, or why the header searches on its own (reported once either way). */
async function loadSearchComponent(): Promise<LoadOutcome<SearchModule['default']>> {
  const result = await loadAggregatedSearch();
  if (result.status !== 'ready') return result;
  const Component = result.module.default;
  if (typeof Component === 'function') return { status: 'ready', value: Component };
  const reason = 'search/AggregatedSearch has no default component';
  reportFallback('remote "search/AggregatedSearch"', reason);
  return { status: 'unavailable', reason };
}

/**
 * What the dialog shows: AggregatedSearch once loaded; the header's own market search when the page has
 * a device_type, when the search origin failed (one error, already reported), or after the fallback
 * deadline without an answer (that opening stays on the header's search: results never swap under the
 * reader, `give-up`).
 */
export function useSearchRemote(): SearchRemoteState {
  const search = useLoad('search/AggregatedSearch', loadSearchComponent, {
    wanted: !pageHasDeviceType(),
    whenLate: 'give-up',
  });
  if (search.status === 'ready') return { status: 'ready', Component: search.value };
  return search.status === 'loading' ? { status: 'loading' } : { status: 'own' };
}
