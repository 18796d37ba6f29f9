/**
 * `@site-chrome/rules/legal-links`: the company and legal links a regulator expects on every page (footer
 * spec §2), in one place for the footer and for both fallbacks that stand in for it (the React host's and
 * `/loader.js`'s). Constants only, bundled where used: the plain-page fallback draws when nothing else of
 * the chrome arrived.
 */

export const legalLinkPaths = {
  aboutUs: '/about_us',
  fees: '/fee',
  help: '/help',
  userAgreement: '/user-agreement',
  privacyPolicy: '/privacy-policy',
} as const;

/** The footer's translation of a link is `links.<key>`. */
export type LegalLinkKey = keyof typeof legalLinkPaths;

/** What the footer shows under the Italy limit, and in place of its columns when the menu cannot be had. */
export const footerLegalLinks: readonly LegalLinkKey[] = [
  'aboutUs',
  'fees',
  'help',
  'userAgreement',
  'privacyPolicy',
];

/**
 * What a fallback footer shows when the footer's remote is down, in English (the translations live in the
 * remote): the agreement and the policy, then where to get help.
 */
export const fallbackLegalLinks: readonly { path: string; label: string }[] = [
  { path: legalLinkPaths.userAgreement, label: 'User Agreement' },
  { path: legalLinkPaths.privacyPolicy, label: 'Privacy Policy' },
  { path: legalLinkPaths.help, label: 'Help Center' },
];
