import type { StateCreator } from 'zustand/vanilla';
import {
  readCookie,
  writeCookie,
  chooseFiat,
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
  };
}

export const createMarketDisplaySlice: StateCreator<ChromeState, [], [], MarketDisplaySlice> = (set) => ({
  ...storedPreferences(),
  currencyRateMode: 'close',
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
    set({ fiat: choice.currentFiat, currencyRateMode: choice.currencyRateMode });
  },
  setDoNotSwitchToFiatPrice: (isOn) => {
    const fiat = fiatForDoNotSwitchToFiatPrice(isOn);
    storeFiatCookie(fiat);
    set({ fiat });
  },
});
