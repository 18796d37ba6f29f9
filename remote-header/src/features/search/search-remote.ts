import { loadPageRemote, logErrorOnce, type PageRemoteResult } from '@site-chrome/runtime';
import { useEffect, useState, type ComponentType } from 'react';
import { remoteFallbackDeadlineMs } from '@site-chrome/rules/deadlines';
import { pageHasDeviceType } from '@site-chrome/rules/device-type';

/** AggregatedSearch's props as the header passes them (remote-search/README.md has the whole contract). */
export interface AggregatedSearchHostProps {
  language: string;
  theme: 'light' | 'dark';
  currentFiat?: string;
  fiatRates: Record<string, { symbol: string; rate: number }>;
  languagePrefix: string;
  defaultP2PFiat?: string;
  searchVersion: 5;
}

type SearchModule = { default: ComponentType<AggregatedSearchHostProps> };

/**
 * How long the dialog waits for the search origin before searching on its own: the pages' slot fallback
 * deadline, from the one deadline table, so a slow or hung search origin costs the reader under 4 s.
 */
const searchRemoteWaitMs = remoteFallbackDeadlineMs;

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

/**
 * What the dialog shows: AggregatedSearch once loaded; the header's own market search when the page has
 * a device_type, when the search origin failed (one error, already logged), or after `searchRemoteWaitMs`
 * without an answer (that opening stays on the header's search: results never swap under the reader).
 */
export function useSearchRemote(): SearchRemoteState {
  const [state, setState] = useState<SearchRemoteState>(() =>
    pageHasDeviceType() ? { status: 'own' } : { status: 'loading' },
  );
  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    const waited = setTimeout(() => setState({ status: 'own' }), searchRemoteWaitMs);
    void loadAggregatedSearch().then((result) => {
      if (!current) return;
      clearTimeout(waited);
      const Component = result.status === 'ready' ? result.module.default : undefined;
      if (result.status === 'ready' && typeof Component !== 'function') {
        logErrorOnce(
          'header-search-component',
          'Header',
          'search/AggregatedSearch has no default component; searching markets in the header instead.',
        );
      }
      setState(typeof Component === 'function' ? { status: 'ready', Component } : { status: 'own' });
    });
    return () => {
      current = false;
      clearTimeout(waited);
    };
  }, [state.status]);
  return state;
}
