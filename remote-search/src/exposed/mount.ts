import { createMount } from '@site-chrome/shared';
import AggregatedSearch from './aggregated-search';

/** `search/mount`: `const search = mountAggregatedSearch(element, props); search.update(next); search.unmount();` */
export const mountAggregatedSearch = createMount(AggregatedSearch, 'AggregatedSearch');
