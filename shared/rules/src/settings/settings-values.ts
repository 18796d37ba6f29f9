/**
 * The settings vocabulary (header spec section 3, "Settings" and "Enumerations") and the cookie
 * names that carry it. Parsers turn untrusted cookie or prop strings into these values.
 */

export const riseColours = ['risered', 'risegreen'] as const;
/** Red-up (`risered`) or green-up (`risegreen`) price colouring. */
export type RiseColour = (typeof riseColours)[number];

export const changeWindows = ['24h', 'utc0', 'utc8'] as const;
/** Window the price change is measured over: rolling 24 h, since UTC 00:00, or since UTC+8 00:00. */
export type ChangeWindow = (typeof changeWindows)[number];

export type Theme = 'light' | 'dark';

/** Numeric theme codes the server and older pages use. */
export const themeCodes = { light: 0, dark: 2 } as const satisfies Record<Theme, number>;

/** Open/closed switches, e.g. the currency-rate and float-rate modes. */
export type SwitchState = 'open' | 'close';

/** Header spec section 3, "switch close 0, open 1": how a switch is written to its cookie. */
export const switchCodes = { close: 0, open: 1 } as const satisfies Record<SwitchState, number>;

export const settingsCookieNames = {
  riseColour: 'market_rise_color',
  changeWindow: 'change_reftime',
  fiat: 'curr_fiat',
  /** Not named by the spec: the currency-rate mode, as a switch code. */
  currencyRateMode: 'currency_rate_mode',
  /** Not named by the spec: the float-rate mode, as a switch code. */
  floatRateMode: 'float_rate_mode',
  /** The spec's name for the stored buy-crypto fiat choice. */
  buyCryptoFiat: 'buy_crypto_fiat_setting',
} as const;

/**
 * What a sub-site imposes on the market display; the sub-site table fills it in.
 * `null` leaves the choice to the user.
 */
export interface MarketDisplayConstraints {
  forcedRiseColour: RiseColour | null;
  forcedChangeWindow: ChangeWindow | null;
}

export const unconstrainedMarketDisplay: MarketDisplayConstraints = {
  forcedRiseColour: null,
  forcedChangeWindow: null,
};

function isOneOf<Value extends string>(values: readonly Value[], candidate: unknown): candidate is Value {
  return typeof candidate === 'string' && (values as readonly string[]).includes(candidate);
}

export function parseRiseColour(value: unknown): RiseColour | undefined {
  return isOneOf(riseColours, value) ? value : undefined;
}

export function parseChangeWindow(value: unknown): ChangeWindow | undefined {
  return isOneOf(changeWindows, value) ? value : undefined;
}

/** A stored switch: its code (`0`/`1`) or its name; anything else is `undefined` (never chosen). */
export function parseSwitchState(value: unknown): SwitchState | undefined {
  if (value === String(switchCodes.open) || value === 'open') return 'open';
  if (value === String(switchCodes.close) || value === 'close') return 'close';
  return undefined;
}
