import { logError } from '@site-chrome/runtime';
import { resolveVisibility } from '@site-chrome/rules/sites';
import type { SiteVisibility, VisibilityInput } from '@site-chrome/rules/sites';

/**
 * The header spec's "special config" is what a sub-site's page makes of its special inputs (host variant,
 * limits, compliance lists, user details) on top of the sub-site's own rules; here, `resolveVisibility`.
 * Spec section 8: "Special-config generation errors are logged and return an empty config". A generation
 * that throws (an input that broke the rule's assumptions) is logged once per input and the special part is
 * empty: the sub-site's own rules for a visitor or user alone, with no variant, no limits and no compliance
 * hiding, so the header and footer still render for that sub-site instead of crashing the page.
 */
export function generateSpecialConfig(input: VisibilityInput): SiteVisibility {
  try {
    return resolveVisibility(input);
  } catch (error) {
    logError(
      'Special config',
      `could not be generated for sub-site "${input.site.key}"; using the sub-site's rules without it.`,
      error,
    );
    return resolveVisibility({ site: input.site, isLoggedIn: input.isLoggedIn === true });
  }
}
