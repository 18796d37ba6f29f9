/**
 * `@site-chrome/rules/account-links`: the Sign Up address, one rule for the header and both fallbacks (the
 * page's React fallback and `/loader.js`'s plain one), so a reader who signs up from a page with a dead
 * header still comes back to it. No imports: `/loader.js` bundles it.
 */

/** The query parameter of `/signup` naming the page to come back to (ours: docs/decisions/link-prefix.md). */
const signupReturnParameter = 'redirect_url';

/**
 * Header spec section 2, "/signup (with a query string)": `/signup?redirect_url=<returnTo>`, before the
 * sub-site's prefix. `returnTo` is the page's own address, prefix included, as the reader sees it.
 */
export function signupPath(returnTo: string): string {
  return `/signup?${new URLSearchParams({ [signupReturnParameter]: returnTo })}`;
}
