import { themeCodes } from './settings-values';
import { chooseTheme, themeFromCode, toggleTheme } from './theme';

describe('the theme', () => {
  it('toggles between light and dark and marks the skin as changed', () => {
    expect(toggleTheme({ theme: 'light', skinChanged: false })).toEqual({ theme: 'dark', skinChanged: true });
    expect(toggleTheme({ theme: 'dark', skinChanged: true })).toEqual({ theme: 'light', skinChanged: true });
  });

  it('marks the skin as changed when chosen directly', () => {
    expect(chooseTheme('dark')).toEqual({ theme: 'dark', skinChanged: true });
  });

  it('reads code 0 as light and 2 as dark, and unknown codes as light', () => {
    expect(themeCodes).toEqual({ light: 0, dark: 2 });
    expect(themeFromCode(2)).toBe('dark');
    expect(themeFromCode(0)).toBe('light');
    expect(themeFromCode(7)).toBe('light');
  });
});
