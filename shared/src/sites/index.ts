/**
 * `@site-chrome/shared/sites`: which parts of the chrome a sub-site, variant and user see. The sub-site
 * table itself is in the runtime entry (`@site-chrome/shared`), because the store resolves the site.
 */
export { complianceKeys, resolveVisibility } from './resolve-visibility';
export type { SiteVisibility, VisibilityInput, VisibilityVariant } from './visibility-types';
