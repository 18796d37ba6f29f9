import {
  applyRiseColourDefaultOnLanguageChange,
  defaultRiseColourForLanguage,
  resolveRiseColour,
  riseColourToStoreOnLanguageChange,
} from './rise-colour';

const forcedGreen = { forcedRiseColour: 'risegreen', forcedChangeWindow: '24h' } as const;

describe('the rise colour', () => {
  it('defaults to red-up for Chinese and green-up for other languages', () => {
    expect(defaultRiseColourForLanguage('zh')).toBe('risered');
    expect(defaultRiseColourForLanguage('zh-tw')).toBe('risered');
    expect(defaultRiseColourForLanguage('en')).toBe('risegreen');
    expect(defaultRiseColourForLanguage('ja')).toBe('risegreen');
  });

  it('uses a stored choice over the language default', () => {
    expect(resolveRiseColour({ storedValue: 'risegreen', language: 'zh' })).toBe('risegreen');
  });

  it('ignores an unrecognised stored value', () => {
    expect(resolveRiseColour({ storedValue: 'purple', language: 'zh' })).toBe('risered');
  });

  it('is forced to green-up where the sub-site says so (the US)', () => {
    expect(resolveRiseColour({ storedValue: 'risered', language: 'zh', constraints: forcedGreen })).toBe(
      'risegreen',
    );
  });
});

describe('after a language change', () => {
  it('stores the language default when no rise-colour cookie exists', () => {
    expect(riseColourToStoreOnLanguageChange('zh', undefined)).toBe('risered');
    expect(riseColourToStoreOnLanguageChange('de', undefined)).toBe('risegreen');
  });

  it('leaves an existing cookie alone', () => {
    expect(riseColourToStoreOnLanguageChange('zh', 'risegreen')).toBeNull();
  });

  it('writes market_rise_color only if it is unset', () => {
    const jar = { cookie: '' };
    expect(applyRiseColourDefaultOnLanguageChange('zh', jar)).toBe('risered');
    expect(jar.cookie).toMatch(/^market_rise_color=risered;.*path=\//);

    const alreadySet = { cookie: 'market_rise_color=risegreen' };
    expect(applyRiseColourDefaultOnLanguageChange('zh', alreadySet)).toBeNull();
    expect(alreadySet.cookie).toBe('market_rise_color=risegreen');
  });
});
