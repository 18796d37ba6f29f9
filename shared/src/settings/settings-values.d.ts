/**
 * The settings vocabulary (header spec section 3, "Settings" and "Enumerations") and the cookie
 * names that carry it. Parsers turn untrusted cookie or prop strings into these values.
 */
export declare const riseColours: readonly ['risered', 'risegreen'];
/** Red-up (`risered`) or green-up (`risegreen`) price colouring. */
export type RiseColour = (typeof riseColours)[number];
export declare const changeWindows: readonly ['24h', 'utc0', 'utc8'];
/** Window the price change is measured over: rolling 24 h, since UTC 00:00, or since UTC+8 00:00. */
export type ChangeWindow = (typeof changeWindows)[number];
export declare const themes: readonly ['light', 'dark'];
export type Theme = (typeof themes)[number];
/** Numeric theme codes the server and older pages use. */
export declare const themeCodes: {
  readonly light: 0;
  readonly dark: 2;
};
/** Open/closed switches, e.g. the currency-rate and float-rate modes. */
export type SwitchState = 'open' | 'close';
export declare const switchCodes: {
  readonly close: 0;
  readonly open: 1;
};
export declare const settingsCookieNames: {
  readonly riseColour: 'market_rise_color';
  readonly changeWindow: 'change_reftime';
  readonly fiat: 'curr_fiat';
};
/**
 * What a sub-site imposes on the market display; the sub-site table fills it in.
 * `null` leaves the choice to the user.
 */
export interface MarketDisplayConstraints {
  forcedRiseColour: RiseColour | null;
  forcedChangeWindow: ChangeWindow | null;
}
export declare const unconstrainedMarketDisplay: MarketDisplayConstraints;
export declare function parseRiseColour(value: unknown): RiseColour | undefined;
export declare function parseChangeWindow(value: unknown): ChangeWindow | undefined;
export declare function parseTheme(value: unknown): Theme | undefined;
