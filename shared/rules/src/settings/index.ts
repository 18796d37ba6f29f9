/**
 * `@site-chrome/rules/settings`: settings rules only some surfaces need. The rules the store applies
 * (theme, rise colour, change window, fiat, cookies) are in the runtime entry.
 */
export {
  cookiePolicyReshowAfterMs,
  isHomePath,
  parseCookiePolicyAcceptedAt,
  shouldShowCookiePolicyBanner,
} from './cookie-policy';
export type { CookiePolicyBannerInput } from './cookie-policy';
export { shouldOpenTurkeyModal } from './turkey-modal';
export type { TurkeyModalInput } from './turkey-modal';

// Settings rules the store applies (cookie policy and Turkey modal: @site-chrome/rules/settings)
export { parseCookieString, readCookie, removeCookie, serializeCookie, writeCookie } from './cookie-store';
export type { CookieJar, CookieWriteOptions } from './cookie-store';
export {
  changeWindows,
  parseChangeWindow,
  parseRiseColour,
  parseTheme,
  riseColours,
  settingsCookieNames,
  switchCodes,
  themeCodes,
  themes,
  unconstrainedMarketDisplay,
} from './settings-values';
export type {
  ChangeWindow,
  MarketDisplayConstraints,
  RiseColour,
  SwitchState,
  Theme,
} from './settings-values';
export {
  applyRiseColourDefaultOnLanguageChange,
  defaultRiseColourForLanguage,
  resolveRiseColour,
  riseColourToStoreOnLanguageChange,
} from './rise-colour';
export type { RiseColourInput } from './rise-colour';
export {
  availableChangeWindows,
  futuresTimezoneQuery,
  readFuturesTimezoneQuery,
  resolveChangeWindow,
} from './change-window';
export {
  chooseFiat,
  fiatCookieMaxAgeSeconds,
  fiatForDoNotSwitchToFiatPrice,
  storeFiatCookie,
} from './fiat-choice';
export type { FiatChoice } from './fiat-choice';
export { chooseTheme, themeFromCode, themeToCode, toggleTheme } from './theme';
export type { ThemeState } from './theme';
