import type { Language } from '../i18n/languages';
import type { ChromeUser, ChromeVariant } from '../props/chrome-props-schema';
import type { ChangeWindow, RiseColour, SwitchState, Theme } from '@site-chrome/rules/settings';
import type { MenuFeatures, SiteKey } from '@site-chrome/rules/sites';
import type { StoreApi } from 'zustand/vanilla';

/** Where the page is and who looks at it; set by the host through props. */
export interface SiteSlice {
  site: SiteKey;
  path: string;
  variant: ChromeVariant;
  user: ChromeUser | null;
  /** The menu feature flags (props `menuFeatures`). */
  menuFeatures: MenuFeatures;
  /** Dynamic mode: compliance, common data and the menu are requested only while on (props `dynamicData`). */
  dynamicData: boolean;
  /** Only the main site uses the new menu system (props `newMenuMainSiteOnly`). */
  newMenuMainSiteOnly: boolean;
  /**
   * The UTC day the page was rendered on (days since 1970): icon URLs carry it as their daily cache key.
   * Set when the store is made; a server-rendered part brings the server's, so hydration draws the same URLs.
   */
  renderDay: number;
}

/** Choices the user can change from inside the chrome; every remote on the page follows them. */
export interface SettingsSlice {
  theme: Theme;
  /** True once the user changed the theme themselves (spec: "sets a flag that the skin was changed"). */
  skinChanged: boolean;
  language: Language;
  fiat: string;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => Theme;
  setLanguage: (language: Language) => void;
}

/** Host props as they flow into the store: only the fields a component saw change. */
export type HostPropsUpdate = Partial<
  Pick<
    SiteSlice,
    'site' | 'path' | 'variant' | 'user' | 'menuFeatures' | 'dynamicData' | 'newMenuMainSiteOnly'
  > &
    Pick<SettingsSlice, 'theme' | 'language' | 'fiat'>
>;

export interface HostPropsSlice {
  /**
   * The last value the host passed for each field, serialised. Kept for the whole page, so a remote
   * that mounts later with the same host props does not undo what the user chose meanwhile.
   */
  lastHostValues: Readonly<Record<string, string>>;
  /** Applies host props, skipping fields whose host value has not changed since the last time. */
  applyHostProps: (update: HostPropsUpdate) => void;
}

/**
 * Market display preferences (header spec section 4). Stored values are the user's choice; what is
 * shown also depends on the sub-site (the US forces green-up and 24h): read `useMarketDisplay()`.
 */
export interface MarketDisplaySlice {
  /** The user's stored rise colour (cookie `market_rise_color`), or undefined when never chosen. */
  storedRiseColour: RiseColour | undefined;
  /** The user's stored change window (cookie `change_reftime`), or undefined. */
  storedChangeWindow: ChangeWindow | undefined;
  /** Opens when the user picks a fiat: prices are then shown converted. Stored (cookie `currency_rate_mode`). */
  currencyRateMode: SwitchState;
  /**
   * The "Don't switch to fiat price" toggle's stored state, open while on (cookie `float_rate_mode`);
   * undefined when never chosen. Read `isDoNotSwitchToFiatPriceOn`.
   */
  floatRateMode: SwitchState | undefined;
  /** The fiat the reader last bought crypto with (cookie `buy_crypto_fiat_setting`), or undefined. */
  buyCryptoFiat: string | undefined;
  setRiseColour: (riseColour: RiseColour) => void;
  setChangeWindow: (changeWindow: ChangeWindow) => void;
  /** Picks a fiat: stores it (cookie `curr_fiat`, one year) and opens the currency-rate mode. */
  chooseFiat: (fiat: string) => void;
  /** The "don't switch to fiat price" toggle: USD when on, empty when off; stores the float-rate mode. */
  setDoNotSwitchToFiatPrice: (isOn: boolean) => void;
  /** The reader opened the buy-crypto page for this fiat: later Buy Crypto links carry it. */
  chooseBuyCryptoFiat: (fiat: string) => void;
}

export type ChromeState = SiteSlice & SettingsSlice & HostPropsSlice & MarketDisplaySlice;

/**
 * A store of the chrome's state: the page's one (`chromeStore`), a test's, or a server request's (its
 * ChromeScope). Declared here, with the state it holds, so the scope can name it without importing the
 * store module, which reads the scope.
 */
export type ChromeStore = StoreApi<ChromeState>;
