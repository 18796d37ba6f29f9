import type { QueryClient } from '@tanstack/react-query';
import {
  apiGetResult,
  apiPostResult,
  chromeQueryClient,
  chromeQueryKeys,
  type ApiError,
  type PageAnswer,
} from '@site-chrome/runtime';
import { isSuccessEnvelope } from '@site-chrome/runtime/schemas';
import { removeCookie } from '@site-chrome/rules/settings';

export const logoutPath = '/api/web/v1/usercenter/logout';
export const logoutAllPath = '/api/web/v1/usercenter/logoutAll';
/**
 * The site's own logout (header spec section 7, `GET /logout`): ends the web session of this browser. A page,
 * not an API call: its redirect is not followed and its body not read.
 */
export const siteLogoutPath = '/logout';

/** Session cookies the page itself can see; the server clears its own on a successful call. */
const sessionCookieNames = ['pver', 'sign'] as const;

export type LogoutScope = 'all-devices' | 'this-device';

export interface LogoutOutcome {
  /** False when any call failed: local state is cleared anyway, and the user should be told. */
  serverConfirmed: boolean;
  /** The calls that failed, as the API client logged them. */
  errors: ApiError[];
}

/** Cached common data as a signed-out browser would get it. */
function signedOut(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? { ...data, is_login: false } : data;
}

function parseLogoutAnswer(raw: unknown): true {
  if (!isSuccessEnvelope(raw)) throw new Error('the server refused the logout');
  return true;
}

const isPageAnswer = (raw: unknown): raw is PageAnswer =>
  typeof raw === 'object' && raw !== null && 'opaqueRedirect' in raw && 'status' in raw;

/**
 * `GET /logout` is read as a page: the API client has already refused a 4xx, a 5xx or no answer, so a page
 * answer means the session ended. A page whose runtime predates page answers reads the body as JSON
 * and passes it here: the API's success envelope says the same there.
 */
function parseSiteLogoutAnswer(raw: unknown): true {
  if (isPageAnswer(raw)) return true;
  return parseLogoutAnswer(raw);
}

/**
 * Logs the user out (header spec sections 4 and 7): "All devices" ends every session first, then makes the
 * logout call; "This device" makes the logout call only (a form-encoded POST with the CSRF header, which
 * the API client adds). Both then `GET /logout`, the site's own logout, which ends this browser's web
 * session the API calls do not own. Whatever the server answers, this page forgets the user: the `pver`
 * and `sign` cookies go and every account query is dropped, so nothing of the account stays on screen.
 */
export async function logOut(
  scope: LogoutScope,
  queryClient: QueryClient = chromeQueryClient,
): Promise<LogoutOutcome> {
  const errors: ApiError[] = [];
  if (scope === 'all-devices') {
    const everywhere = await apiPostResult(logoutAllPath, { parse: parseLogoutAnswer });
    if (!everywhere.ok) errors.push(everywhere.error);
  }
  const here = await apiPostResult(logoutPath, { parse: parseLogoutAnswer });
  if (!here.ok) errors.push(here.error);
  // Made even when the API call failed: the web session must end whatever the API said. A page of the site,
  // not the API: a real server answers it with a redirect or HTML, and any 2xx, 3xx or opaque redirect
  // means it ended the session (docs/decisions/logout.md).
  const site = await apiGetResult(siteLogoutPath, { answer: 'page', parse: parseSiteLogoutAnswer });
  if (!site.ok) errors.push(site.error);

  for (const name of sessionCookieNames) removeCookie(name);
  queryClient.removeQueries({ queryKey: chromeQueryKeys.account() });
  // Common data says whether this browser is signed in (`is_login`, which the login block reads in dynamic
  // mode): a copy fetched before the logout would keep Log In and Sign Up hidden. Corrected at once, then
  // asked again.
  queryClient.setQueriesData({ queryKey: chromeQueryKeys.allCommonData() }, signedOut);
  void queryClient.invalidateQueries({ queryKey: chromeQueryKeys.allCommonData() });
  return { serverConfirmed: errors.length === 0, errors };
}
