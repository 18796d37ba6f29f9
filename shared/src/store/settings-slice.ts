import type { StateCreator } from 'zustand/vanilla';
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
  setTheme: (theme) => set({ theme, skinChanged: true }),
  toggleTheme: () => {
    const theme = get().theme === 'dark' ? 'light' : 'dark';
    set({ theme, skinChanged: true });
    return theme;
  },
  setLanguage: (language) => set({ language }),
  setFiat: (fiat) => set({ fiat }),
});
