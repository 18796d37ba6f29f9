import type { StateCreator } from 'zustand/vanilla';
import {
  readCookie,
  writeCookie,
  chooseFiat,
  parseBuyCryptoFiat,
  readBuyCryptoFiat,
  readRateMode,
  storeBuyCryptoFiat,
  storeRateMode,
  fiatForDoNotSwitchToFiatPrice,
  storeFiatCookie,
  parseChangeWindow,
  parseRiseColour,
  settingsCookieNames,
} from '@site-chrome/rules/settings';
import type { ChromeState, MarketDisplaySlice } from './chrome-store-types';

const preferenceCookieMaxAgeSeconds = 31_536_000;

/** Reads the stored preferences once, when the page store is created; a broken cookie counts as none. */
function storedPreferences() {
  return {
    storedRiseColour: parseRiseColour(readCookie(settingsCookieNames.riseColour)),
    storedChangeWindow: parseChangeWindow(readCookie(settingsCookieNames.changeWindow)),
    currencyRateMode: readRateMode('currencyRateMode') ?? 'close',
    floatRateMode: readRateMode('floatRateMode'),
    buyCryptoFiat: readBuyCryptoFiat(),
  };
}

export const createMarketDisplaySlice: StateCreator<ChromeState, [], [], MarketDisplaySlice> = (set) => ({
  ...storedPreferences(),
  setRiseColour: (riseColour) => {
    writeCookie(settingsCookieNames.riseColour, riseColour, { maxAgeSeconds: preferenceCookieMaxAgeSeconds });
    set({ storedRiseColour: riseColour });
  },
  setChangeWindow: (changeWindow) => {
    writeCookie(settingsCookieNames.changeWindow, changeWindow, {
      maxAgeSeconds: preferenceCookieMaxAgeSeconds,
    });
    set({ storedChangeWindow: changeWindow });
  },
  chooseFiat: (fiat) => {
    const choice = chooseFiat(fiat);
    storeFiatCookie(choice.currentFiat);
    storeRateMode('currencyRateMode', choice.currencyRateMode);
    storeRateMode('floatRateMode', choice.floatRateMode);
    set({
      fiat: choice.currentFiat,
      currencyRateMode: choice.currencyRateMode,
      floatRateMode: choice.floatRateMode,
    });
  },
  setDoNotSwitchToFiatPrice: (isOn) => {
    const fiat = fiatForDoNotSwitchToFiatPrice(isOn);
    const floatRateMode = isOn ? 'open' : 'close';
    storeFiatCookie(fiat);
    storeRateMode('floatRateMode', floatRateMode);
    set({ fiat, floatRateMode });
  },
  chooseBuyCryptoFiat: (fiat) => {
    // A value that is not a fiat code is neither stored nor kept; where cookies are blocked the store still has it.
    const code = parseBuyCryptoFiat(fiat);
    if (code === undefined) return;
    storeBuyCryptoFiat(code);
    set({ buyCryptoFiat: code });
  },
});
