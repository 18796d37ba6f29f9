import { toServerLanguage } from './server-language';

describe('toServerLanguage', () => {
  it.each([
    ['zh', 'cn'],
    ['zh-tw', 'tw'],
    ['zh-TW', 'tw'],
    ['pt', 'pt-PT'],
    ['pt-br', 'pt-BR'],
    ['en', 'en'],
    ['tr', 'tr'],
    ['ar', 'ar'],
    // The spec's map names neither: Vietnamese and Russian go to the server as they are.
    ['vi', 'vi'],
    ['ru', 'ru'],
  ])('maps %p to %p', (language, expected) => {
    expect(toServerLanguage(language)).toBe(expected);
  });
});
