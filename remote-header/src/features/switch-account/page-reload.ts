/**
 * How the page shows the account switched to: it reloads, so the host's server passes the new user and every
 * call answers as that account. An object so tests (jsdom cannot reload) can replace `reload`.
 */
export const pageReload = {
  reload: (): void => window.location.reload(),
};
