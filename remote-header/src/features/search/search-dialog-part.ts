import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/**
 * The Search dialog: its own chunk, fetched on the first hover or focus of the Search button. Loading it
 * also starts loading AggregatedSearch from the search origin, so both are on their way before the click.
 */
export const searchDialogPart = createLazyPart(
  () =>
    import('./search-dialog').then((module) => {
      module.preloadAggregatedSearch();
      return module.renderSearchDialog;
    }),
  'search dialog',
);
