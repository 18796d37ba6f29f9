import { localisedPath } from './localised-path';

describe('given English', () => {
  it.each(['/', '/trade/BTC_USDT', '/myaccount/myfunds'])('adds no prefix to %s', (path) => {
    expect(localisedPath('en', path)).toBe(path);
  });
});

describe('given another language', () => {
  it.each([
    ['de', '/trade/BTC_USDT', '/de/trade/BTC_USDT'],
    ['zh-tw', '/price', '/zh-tw/price'],
    ['ar', '/myaccount/myfunds', '/ar/myaccount/myfunds'],
  ])('prefixes %s links: %s -> %s', (language, path, expected) => {
    expect(localisedPath(language, path)).toBe(expected);
  });

  it('turns the home page into /{lang} without a trailing slash', () => {
    expect(localisedPath('de', '/')).toBe('/de');
  });
});

describe('given a path without a leading slash', () => {
  it('adds the slash', () => {
    expect(localisedPath('en', 'help')).toBe('/help');
    expect(localisedPath('fr', 'help')).toBe('/fr/help');
  });
});
