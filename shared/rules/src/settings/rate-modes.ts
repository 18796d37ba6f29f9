import { readCookie, writeCookie } from './cookie-store';
import type { CookieJar } from './cookie-store';
import { parseSwitchState, settingsCookieNames, switchCodes } from './settings-values';
import type { SwitchState } from './settings-values';

/**
 * The two stored switches of header spec section 3 ("currency-rate mode and float-rate mode (open or not)").
 * The currency-rate mode opens when the reader picks a fiat. The float-rate mode is the stored state of the
 * exchange-rate tab's "Don't switch to fiat price" toggle (open while it is on): the spec names one more
 * open/close setting and that toggle is the one open/close choice the reader makes there, so a reload
 * shows the toggle as the reader left it instead of guessing it from the fiat code.
 */
type RateMode = 'currencyRateMode' | 'floatRateMode';

/** One year, as the other settings cookies. */
const rateModeCookieMaxAgeSeconds = 31_536_000;

/** Writes a mode as its switch code (`1` open, `0` close); returns whether the write was attempted. */
export function storeRateMode(mode: RateMode, state: SwitchState, jar?: CookieJar): boolean {
  return writeCookie(
    settingsCookieNames[mode],
    String(switchCodes[state]),
    { maxAgeSeconds: rateModeCookieMaxAgeSeconds },
    jar,
  );
}

/** The stored mode; `undefined` when never stored or unreadable (`2`, `yes`, garbage). */
export function readRateMode(mode: RateMode, jar?: CookieJar): SwitchState | undefined {
  return parseSwitchState(readCookie(settingsCookieNames[mode], jar));
}

/**
 * Whether the "Don't switch to fiat price" toggle shows on: the stored float-rate mode, and for a reader who
 * never touched it (no cookie) what it showed before the mode was stored, the fiat being USD.
 */
export function isDoNotSwitchToFiatPriceOn(floatRateMode: SwitchState | undefined, fiat: string): boolean {
  return floatRateMode === undefined ? fiat === 'USD' : floatRateMode === 'open';
}
