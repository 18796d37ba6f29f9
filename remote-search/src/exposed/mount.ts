import { createMount } from '@site-chrome/runtime';
import type { AggregatedSearchProps } from '../props/aggregated-search-props-schema';
import AggregatedSearch from './aggregated-search';

/**
 * `search/mount`: `const search = mountAggregatedSearch(element, props); search.update(next); search.unmount();`
 * @public Read by name through federation: `mountExport` in shared/host/src/loader/chrome-parts.ts.
 */
export const mountAggregatedSearch = createMount<AggregatedSearchProps>(AggregatedSearch, 'AggregatedSearch');
