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
export { shouldOpenTurkeyModal } from './turkey-modal';
// Settings rules the store applies (cookie policy and Turkey modal: @site-chrome/rules/settings)
export { parseCookieString, readCookie, removeCookie, writeCookie } from './cookie-store';
export {
  parseChangeWindow,
  parseRiseColour,
  settingsCookieNames,
  unconstrainedMarketDisplay,
} from './settings-values';
export type {
  ChangeWindow,
  MarketDisplayConstraints,
  RiseColour,
  SwitchState,
  Theme,
} from './settings-values';
export { applyRiseColourDefaultOnLanguageChange, resolveRiseColour } from './rise-colour';
export { availableChangeWindows, futuresTimezoneQuery, resolveChangeWindow } from './change-window';
export { chooseFiat, fiatForDoNotSwitchToFiatPrice, storeFiatCookie } from './fiat-choice';
export { chooseTheme, toggleTheme } from './theme';
export { themeFromCode } from './theme';
export { isDoNotSwitchToFiatPriceOn, readRateMode, storeRateMode } from './rate-modes';
export {
  parseBuyCryptoFiat,
  readBuyCryptoFiat,
  storeBuyCryptoFiat,
  withBuyCryptoFiat,
} from './buy-crypto-fiat';
