/**
 * `@site-chrome/shared/settings`: settings rules only some surfaces need. The rules the store applies
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
export { finishFiatChange, pageReload } from './fiat-change';
export type { FiatChangeMode, FiatChangeOptions } from './fiat-change';
