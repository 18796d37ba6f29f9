/**
 * `@site-chrome/rules/sites`: which parts of the chrome a sub-site, variant and user see. The sub-site
 * table itself is in the runtime entry (`@site-chrome/runtime`), because the store resolves the site.
 */
export { complianceKeys, resolveVisibility } from './resolve-visibility';
export type { SiteVisibility, VisibilityInput } from './visibility-types';
export { languageUrl } from './language-url';

// The sub-site table (visibility rules: @site-chrome/rules/sites)
export { headerParts } from './header-parts';
export { mainSite, siteKeys, siteTable } from './site-table';
export type { SiteDefinition, SiteKey } from './site-table';
export { findSite } from './resolve-site';
export { readServerPathPrefix, sitePathPrefix, withPathPrefix } from './path-prefix';
export { regionalRedirectFor } from './regional-redirect';
export type { RegionalRedirectTarget } from './regional-redirect';
export { withRegionalTradePair } from './regional-trade-pair';
export { defaultMenuFeatures, moreMenuCode, tradePairFor, usesNewMenuSystem } from './menu-features';
export type { MenuFeatures } from './menu-features';
