/**
 * `@site-chrome/shared/sites`: which parts of the chrome a sub-site, variant and user see. The sub-site
 * table itself is in the runtime entry (`@site-chrome/shared`), because the store resolves the site.
 */
export { complianceKeys, limitHiddenMenuFamilies, resolveVisibility } from './resolve-visibility';
export { menuCodesOf, menuFamilies } from './menu-families';
export type { MenuFamily } from './menu-families';
export type { SiteVisibility, VisibilityInput, VisibilityVariant } from './visibility-types';
export { useSiteVisibility, useVisibilityInput } from './use-site-visibility';
export { languageUrl } from './language-url';
export { switchLanguage } from './switch-language';
