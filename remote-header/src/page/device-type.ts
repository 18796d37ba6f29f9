/**
 * Footer spec section 7: the search micro-app is not loaded when a `device_type` parameter or cookie
 * exists (the page is inside an app, which searches natively). The header then searches on its own, and
 * the plain-page loader leaves the search's element empty. Free of imports: the loader's first chunk
 * uses it before `@site-chrome/shared` is on the page.
 */
export function pageHasDeviceType(
  location: Pick<Location, 'search'> = window.location,
  cookies: string = document.cookie,
): boolean {
  return new URLSearchParams(location.search).has('device_type') || /(?:^|;\s*)device_type=/.test(cookies);
}
