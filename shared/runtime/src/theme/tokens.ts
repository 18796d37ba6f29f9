import type { RiseColour, Theme } from '@site-chrome/rules/settings';

/**
 * Design tokens: components read these through styled-components' theme and never name a raw colour,
 * so light and dark differ in one place.
 */
export interface ThemeTokens {
  name: Theme;
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    accent: string;
    accentText: string;
    focus: string;
    rise: string;
    fall: string;
    /** Warnings about the user's own account (weak security): never follows the rise colour. */
    danger: string;
  };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radius: { sm: string; md: string; pill: string };
  font: { family: string; sizeSm: string; sizeMd: string; sizeLg: string; weightBold: number };
  layout: { headerHeight: string; announcementHeight: string; compactBreakpoint: string };
}

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    family: "'Inter', 'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', system-ui, sans-serif",
    sizeSm: '12px',
    sizeMd: '14px',
    sizeLg: '18px',
    weightBold: 600,
  },
  layout: { headerHeight: '64px', announcementHeight: '40px', compactBreakpoint: '992px' },
};

export const lightTokens: ThemeTokens = {
  name: 'light',
  colors: {
    background: '#ffffff',
    surface: '#f5f6f8',
    surfaceRaised: '#ffffff',
    text: '#111418',
    textMuted: '#5b6270',
    border: '#e3e6eb',
    accent: '#2354e6',
    accentText: '#ffffff',
    focus: '#2354e6',
    rise: '#0a7d4f',
    fall: '#cf2f45',
    danger: '#c62a3f',
  },
  ...shared,
};

export const darkTokens: ThemeTokens = {
  name: 'dark',
  colors: {
    background: '#0b0e13',
    surface: '#151a21',
    surfaceRaised: '#1c222b',
    text: '#eef1f5',
    textMuted: '#9aa3b2',
    border: '#2a313c',
    accent: '#5b8cff',
    accentText: '#0b0e13',
    focus: '#8fb0ff',
    rise: '#2ebd85',
    fall: '#f6465d',
    danger: '#ff6b7d',
  },
  ...shared,
};

/**
 * The tokens for a theme and a rise colour. Tokens name `rise` and `fall` by meaning, and the theme holds
 * them for green-up; a red-up reader (header spec section 4) gets the two swapped, so every price on every
 * remote follows the one setting.
 */
export function themeTokens(theme: Theme, riseColour: RiseColour = 'risegreen'): ThemeTokens {
  const tokens = theme === 'dark' ? darkTokens : lightTokens;
  if (riseColour === 'risegreen') return tokens;
  return { ...tokens, colors: { ...tokens.colors, rise: tokens.colors.fall, fall: tokens.colors.rise } };
}
