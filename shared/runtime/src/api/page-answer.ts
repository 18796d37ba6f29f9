/**
 * How a page of the site (`GET /logout`, not the JSON API) answered; its body is never read, as a real site
 * answers such a page with HTML or a redirect, not with the API's envelope.
 */
export interface PageAnswer {
  /** The HTTP status; 0 for an opaque redirect, whose status the browser hides. */
  status: number;
  /** The server redirected and the browser, asked not to follow (`redirect: 'manual'`), hid where to. */
  opaqueRedirect: boolean;
}

/**
 * Whether a page answered (docs/decisions/logout.md): any 2xx (an HTML or a JSON page, or the page a followed
 * redirect landed on), any 3xx (a redirect not followed, as Node and a mocked fetch show it) or an opaque
 * redirect (the browser's shape of a 3xx under `redirect: 'manual'`). A 4xx or 5xx is a refusal or a fault.
 */
export function isPageAnswered(response: Pick<Response, 'type' | 'status'>): boolean {
  if (response.type === 'opaqueredirect') return true;
  return response.status >= 200 && response.status < 400;
}
