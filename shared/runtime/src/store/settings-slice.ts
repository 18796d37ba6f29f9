import type { StateCreator } from 'zustand/vanilla';
import {
  applyRiseColourDefaultOnLanguageChange,
  chooseTheme,
  toggleTheme,
} from '@site-chrome/rules/settings';
import type { ChromeState, SettingsSlice } from './chrome-store-types';

type SettingsValues = Pick<SettingsSlice, 'theme' | 'skinChanged' | 'language' | 'fiat'>;

export const initialSettingsState: SettingsValues = {
  theme: 'light',
  skinChanged: false,
  language: 'en',
  fiat: 'USD',
};

export const createSettingsSlice: StateCreator<ChromeState, [], [], SettingsSlice> = (set, get) => ({
  ...initialSettingsState,
  setTheme: (theme) => set(chooseTheme(theme)),
  toggleTheme: () => {
    const next = toggleTheme(get());
    set(next);
    return next.theme;
  },
  setLanguage: (language) => {
    // Spec: choosing a language sets the rise colour cookie only when none exists (zh red-up, else green-up).
    // The default is kept in the store too, so it holds even where cookies are blocked.
    const writtenDefault = applyRiseColourDefaultOnLanguageChange(language);
    set(writtenDefault ? { language, storedRiseColour: writtenDefault } : { language });
  },
});
