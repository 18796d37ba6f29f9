import { createLazyPart } from '../../ui/lazy-parts/create-lazy-part';

/** "Language and region": its own chunk, fetched on the first hover or focus of its button. */
export const languageRegionPart = createLazyPart(
  () => import('./language-region-dialog').then((module) => module.renderLanguageRegionDialog),
  'language and region dialog',
);
