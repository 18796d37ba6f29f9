import { themeCodes } from './settings-values';
import type { Theme } from './settings-values';

export interface ThemeState {
  theme: Theme;
  /** Set once the user picks a theme, so a later system or server default no longer overrides it. */
  skinChanged: boolean;
}

export function chooseTheme(theme: Theme): ThemeState {
  return { theme, skinChanged: true };
}

export function toggleTheme(state: ThemeState): ThemeState {
  return chooseTheme(state.theme === 'dark' ? 'light' : 'dark');
}

/** A host may pass the theme as its code (`0` light, `2` dark); unknown codes read as light, the product default. */
export function themeFromCode(code: number): Theme {
  return code === themeCodes.dark ? 'dark' : 'light';
}
