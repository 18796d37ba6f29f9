/**
 * Where the browser goes after a logout the host does not handle itself: the sub-site's login page
 * (header spec section 2, "After logout: {prefix}/login"). An object so tests (jsdom cannot navigate) can
 * replace `go`.
 */
export const loginPage = {
  path: '/login',
  go: (url: string): void => window.location.assign(url),
};
