import { defineExposedComponent } from '@site-chrome/shared';
import { SearchPanel } from '../features/search-panel';

/** `search/AggregatedSearch`: the aggregated search micro-app. Takes the chrome props of ARCHITECTURE.md. */
const AggregatedSearch = defineExposedComponent('AggregatedSearch', SearchPanel);
export default AggregatedSearch;
