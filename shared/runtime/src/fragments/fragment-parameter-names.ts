/**
 * The parameters of a fragment URL, in the one order the encoder writes them (the URL is the cache key). A
 * module of its own, importing nothing: the browser's reader of hydration data (`mount/hydration-data.ts`,
 * in the runtime singleton) takes the props a fragment can carry from it without the codec's tables.
 */
export const fragmentParameters = [
  'site',
  'language',
  'theme',
  'country',
  'fiat',
  'path',
  'dynamicData',
  'newMenuMainSiteOnly',
  'variant',
  'menuFeatures',
  'signedIn',
  'user',
] as const;
