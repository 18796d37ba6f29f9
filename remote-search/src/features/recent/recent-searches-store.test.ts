import {
  forgetRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  recentSearchesLimit,
  recentSearchMaxLength,
  rememberSearch,
} from './recent-searches-store';

beforeEach(() => localStorage.clear());

describe('reading recent searches', () => {
  it('is empty when nothing was stored', () => {
    expect(readRecentSearches()).toEqual([]);
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['an object', '{"eth":1}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as none, with one warning', (_, stored) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(recentSearchesKey, stored);

    expect(readRecentSearches()).toEqual([]);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('keeps the usable terms of a list holding other things, cut to length and count', () => {
    const long = 'x'.repeat(10_000);
    localStorage.setItem(
      recentSearchesKey,
      JSON.stringify([
        'btc',
        7,
        null,
        '  ',
        { eth: 1 },
        long,
        ...Array.from({ length: 20 }, (_, i) => `c${i}`),
      ]),
    );

    const recent = readRecentSearches();
    expect(recent.slice(0, 2)).toEqual(['btc', 'x'.repeat(recentSearchMaxLength)]);
    expect(recent).toHaveLength(recentSearchesLimit);
  });

  it('reads none when storage itself throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    expect(readRecentSearches()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('remembering a search', () => {
  it('puts it first, moves a repeat up whatever its case, and keeps ten', () => {
    let recent: string[] = [];
    for (let index = 0; index < 12; index += 1) recent = rememberSearch(recent, `coin${index}`);
    recent = rememberSearch(recent, 'COIN5');

    expect(recent[0]).toBe('COIN5');
    expect(recent.filter((term) => term.toLowerCase() === 'coin5')).toHaveLength(1);
    expect(recent).toHaveLength(recentSearchesLimit);
    expect(JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]')).toEqual(recent);
  });

  it('ignores a blank term, and forgets them all on clear', () => {
    expect(rememberSearch(['btc'], '   ')).toEqual(['btc']);
    expect(forgetRecentSearches()).toEqual([]);
    expect(readRecentSearches()).toEqual([]);
  });
});
