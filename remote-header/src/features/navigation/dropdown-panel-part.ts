import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** The dropdown contents: their own chunk, fetched on the first hover or focus of any group. */
export const dropdownPanel = createLazyPart(
  () =>
    import(/* webpackChunkName: "header-dropdown" */ './dropdown/dropdown-panel').then(
      (module) => module.renderDropdownPanel,
    ),
  'navigation dropdown',
);
