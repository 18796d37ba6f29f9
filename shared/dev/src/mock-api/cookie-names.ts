/*
 * The mock API's cookie names, in a file of their own: the demo host's control panel needs the names
 * without the request parsing (and its cookie code) around them.
 */

/** Cookie the demo sets from its `login` parameter: 0 visitor, 1 user, vip, sub. Missing means visitor. */
export const loginCookieName = 'demo_login';
/**
 * Cookie the demo sets from its `country` parameter: the visitor's country (common data's landing country,
 * the compliance answer) when the call has no `X-Visitor-Country` header.
 */
export const countryCookieName = 'demo_country';
/** Cookie the demo sets from its `markets` parameter: how many spot markets the mock API answers (1-10000). */
export const marketsCookieName = 'demo_markets';
/**
 * The site's session cookie holding the signed-in reader's uid, which the header's CDN health check reports.
 * The demo sets it for its logged-in user, as a real login would.
 */
export const uidCookieName = 'uid';
/** Cookie that turns a fault on for the whole session (slow, error, malformed, empty). */
export const faultCookieName = 'mock_fault';
/**
 * The account the reader switched to (its uid), set by the mock API's switch call (`POST
 * /api/web/v1/usercenter/switchAccount`): the mock answers as that account while it is one linked to the
 * persona of `demo_login`, and the demo page passes it as the user.
 */
export const switchedAccountCookieName = 'demo_account';
/**
 * Set by the exchange for readers with linked accounts (header spec section 6): "Switch account" shows only
 * with it. The demo sets it from its `switchtag=1` parameter when none exists.
 */
export const switchTagCookieName = 'is_switch_tag';
