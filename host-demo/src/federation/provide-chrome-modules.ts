/**
 * Shared modules of the chrome that the header's and the footer's first render need and the page itself
 * would not load. Imported here, they are in the page's main script with its other shared packages
 * (`eagerShared`), so the remotes take them from the share scope instead of fetching their own copies one
 * round trip after their entries (0.6 s on the mobile profile of `npm run bench:page`). A remote that
 * needs one not listed still works: it loads its own copy, a round trip later. Nothing here runs until a
 * remote uses it.
 */
import '@site-chrome/rules/sites';
import '@site-chrome/rules/settings';
import '@site-chrome/data/compliance';
import '@site-chrome/data/header-menu';
import '@site-chrome/data/footer-menu';
