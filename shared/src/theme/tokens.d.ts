import type { Theme } from '../settings/settings-values';
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
  };
  space: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
  };
  radius: {
    sm: string;
    md: string;
    pill: string;
  };
  font: {
    family: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    weightBold: number;
  };
  layout: {
    headerHeight: string;
    announcementHeight: string;
    compactBreakpoint: string;
  };
}
export declare const lightTokens: ThemeTokens;
export declare const darkTokens: ThemeTokens;
export declare function themeTokens(theme: Theme): ThemeTokens;
