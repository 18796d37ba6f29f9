import { writeCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';
import { settingsCookieNames } from './settings-values';
import type { SwitchState } from './settings-values';

/** One year, per footer spec section 9. */
export const fiatCookieMaxAgeSeconds = 31_536_000;

export interface FiatChoice {
  currentFiat: string;
  /** Picking a fiat means the user wants prices converted, so the currency-rate mode opens. */
  currencyRateMode: SwitchState;
  /** ...and "Don't switch to fiat price" turns off (see `rate-modes.ts`). */
  floatRateMode: SwitchState;
}

/** The settings change that choosing a fiat makes (the caller stores it and writes the cookie). */
export function chooseFiat(fiat: string): FiatChoice {
  return { currentFiat: fiat.trim().toUpperCase(), currencyRateMode: 'open', floatRateMode: 'close' };
}

/**
 * The "don't switch to fiat price" toggle: on pins prices to USD, off clears the override (empty string)
 * so the current fiat applies again.
 */
export function fiatForDoNotSwitchToFiatPrice(isOn: boolean): 'USD' | '' {
  return isOn ? 'USD' : '';
}

/** Writes `curr_fiat` (one year; path /, secure on https, as every cookie of ours); returns whether the write was attempted. */
export function storeFiatCookie(fiat: string, jar?: CookieJar): boolean {
  return writeCookie(settingsCookieNames.fiat, fiat, { maxAgeSeconds: fiatCookieMaxAgeSeconds }, jar);
}
