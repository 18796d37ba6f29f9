import { findTranslationMismatches } from './translation-parity';

const english = {
  navigation: { markets: 'Markets', trade: 'Trade' },
  greeting: 'Account of {{name}}',
};

describe('given a translation with the same shape as English', () => {
  it('finds nothing wrong', () => {
    const german = { navigation: { markets: 'Märkte', trade: 'Handeln' }, greeting: 'Konto von {{ name }}' };

    expect(findTranslationMismatches(english, german)).toEqual([]);
  });
});

describe('given a translation that differs from English', () => {
  it('names a nested key that is missing', () => {
    const german = { navigation: { markets: 'Märkte' }, greeting: 'Konto von {{name}}' };

    expect(findTranslationMismatches(english, german)).toEqual(['missing key "navigation.trade"']);
  });

  it('names a nested key that English does not have', () => {
    const german = {
      navigation: { markets: 'Märkte', trade: 'Handeln', earn: 'Verdienen' },
      greeting: 'Konto von {{name}}',
    };

    expect(findTranslationMismatches(english, german)).toEqual(['extra key "navigation.earn"']);
  });

  it('names a placeholder the translation lost, and one it invented', () => {
    const german = { navigation: { markets: 'Märkte', trade: 'Handeln' }, greeting: 'Konto von {{user}}' };

    expect(findTranslationMismatches(english, german)).toEqual([
      '"greeting" lacks the placeholder {{name}}',
      '"greeting" has a placeholder {{user}} that English lacks',
    ]);
  });

  it('names text where English has a group, and empty text', () => {
    const german = { navigation: 'Navigation', greeting: ' ' };

    expect(findTranslationMismatches(english, german)).toEqual([
      '"navigation" should be a group of keys, as in English',
      '"greeting" is empty',
    ]);
  });
});
