import { chromePropsSchema } from '../props/chrome-props-schema';

/** Every prop at its default, as the props schema resolves a host that passes nothing. */
const resolvedDefaults = chromePropsSchema.parse({});

/**
 * A user's fields at their defaults: the props default to no user, so the schema fills a user's other
 * fields in only around a uid (which has no default: it is always written).
 */
const userDefaults = (() => {
  const { uid: _uid, ...rest } = chromePropsSchema.parse({ user: { uid: 'any' } }).user ?? {};
  return rest;
})();

/**
 * The defaults of the props a fragment URL carries, read from the props schema (never a second copy): a
 * parameter at its default is left out of the query, and a JSON parameter holds only the keys that differ.
 */
export const fragmentDefaults = {
  site: resolvedDefaults.site,
  language: resolvedDefaults.language,
  theme: resolvedDefaults.theme,
  fiat: resolvedDefaults.fiat,
  path: resolvedDefaults.path,
  dynamicData: resolvedDefaults.dynamicData,
  newMenuMainSiteOnly: resolvedDefaults.newMenuMainSiteOnly,
  variant: resolvedDefaults.variant,
  menuFeatures: resolvedDefaults.menuFeatures,
  user: userDefaults,
};
