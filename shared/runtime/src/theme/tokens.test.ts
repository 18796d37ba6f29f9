import { darkTokens, lightTokens, themeTokens } from './tokens';

describe('themeTokens', () => {
  it('holds green-up colours by default', () => {
    expect(themeTokens('light')).toBe(lightTokens);
    expect(themeTokens('dark', 'risegreen')).toBe(darkTokens);
  });

  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ] as const)('swaps rise and fall for a red-up reader in %s, and nothing else', (theme, tokens) => {
    const redUp = themeTokens(theme, 'risered');
    expect(redUp.colors.rise).toBe(tokens.colors.fall);
    expect(redUp.colors.fall).toBe(tokens.colors.rise);
    expect({ ...redUp.colors, rise: '', fall: '' }).toEqual({ ...tokens.colors, rise: '', fall: '' });
  });
});
