import { readCookie, settingsCookieNames } from '@site-chrome/rules/settings';

/**
 * The fiat the reader chose last (cookie `curr_fiat`), which a real server reads from user info and renders
 * into the page: after the reload a fiat choice causes, the chrome comes back in that currency. An empty or
 * malformed cookie gives none (the prop's default applies).
 */
export function storedFiat(): string | undefined {
  const value = readCookie(settingsCookieNames.fiat);
  return value !== undefined && /^[A-Za-z]{2,6}$/.test(value) ? value.toUpperCase() : undefined;
}
