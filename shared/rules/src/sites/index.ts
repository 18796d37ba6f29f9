/**
 * `@site-chrome/rules/sites`: which parts of the chrome a sub-site, variant and user see. The sub-site
 * table itself is in the runtime entry (`@site-chrome/runtime`), because the store resolves the site.
 */
export { complianceKeys, limitHiddenMenuFamilies, resolveVisibility } from './resolve-visibility';
export { menuCodesOf, menuFamilies } from './menu-families';
export type { MenuFamily } from './menu-families';
export type { SiteVisibility, VisibilityInput, VisibilityVariant } from './visibility-types';
export { languageUrl } from './language-url';

// The sub-site table (visibility rules: @site-chrome/rules/sites)
export { headerParts, testnetHiddenHeaderParts } from './header-parts';
export type { HeaderPart } from './header-parts';
export { mainSite, siteKeys, siteTable } from './site-table';
export type {
  SiteAppType,
  SiteDefinition,
  SiteKey,
  SiteRestrictions,
  TierProgressHintRule,
  UpgradeHintPlan,
} from './site-table';
export { findSite } from './resolve-site';
export { readServerPathPrefix, sitePathPrefix, withPathPrefix } from './path-prefix';
export { regionalRedirectFor } from './regional-redirect';
export type { RegionalRedirectInput, RegionalRedirectTarget } from './regional-redirect';
export { withRegionalTradePair } from './regional-trade-pair';
