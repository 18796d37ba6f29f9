import { defineExposedComponent } from '@site-chrome/runtime';
import { SearchPanel } from '../app/search-panel';
import type { AggregatedSearchProps } from '../props/aggregated-search-props-schema';
import { useSearchProps } from '../props/use-search-props';

/**
 * `search/AggregatedSearch`: the aggregated search micro-app. Takes the props of footer spec section 7
 * (remote-search/README.md), not the chrome props.
 */
const AggregatedSearch = defineExposedComponent<AggregatedSearchProps, ReturnType<typeof useSearchProps>>(
  'AggregatedSearch',
  SearchPanel,
  useSearchProps,
);
export default AggregatedSearch;
