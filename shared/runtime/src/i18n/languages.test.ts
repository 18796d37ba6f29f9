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
  it.each(['en', 'zh-tw', 'pt-br', 'ar', 'vi', 'ru'])('accepts %s', (language) => {
    expect(isSupportedLanguage(language)).toBe(true);
  });

  it.each(['xx', 'EN', 'zh_TW', ''])('rejects %p', (language) => {
    expect(isSupportedLanguage(language)).toBe(false);
  });
});

describe('supportedLanguages', () => {
  it('ships 14 languages, Vietnamese and Russian last, in the order the demo and the tests list them', () => {
    expect(supportedLanguages).toEqual([
      'en',
      'zh',
      'zh-tw',
      'ar',
      'tr',
      'ja',
      'ko',
      'de',
      'fr',
      'es',
      'pt',
      'pt-br',
      'vi',
      'ru',
    ]);
  });
});
