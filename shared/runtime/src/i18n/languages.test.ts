import { isSupportedLanguage, supportedLanguages, textDirection } from './languages';

describe('textDirection', () => {
  it('reads Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('AR')).toBe('rtl');
  });

  it.each(supportedLanguages.filter((language) => language !== 'ar'))(
    'reads %s left to right',
    (language) => {
      expect(textDirection(language)).toBe('ltr');
    },
  );
});

describe('isSupportedLanguage', () => {
  it.each(['en', 'zh-tw', 'pt-br', 'ar'])('accepts %s', (language) => {
    expect(isSupportedLanguage(language)).toBe(true);
  });

  it.each(['xx', 'EN', 'zh_TW', ''])('rejects %p', (language) => {
    expect(isSupportedLanguage(language)).toBe(false);
  });
});
