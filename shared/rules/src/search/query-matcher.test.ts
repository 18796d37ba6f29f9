import { createQueryMatcher, escapeRegExp, matchesQuery } from './query-matcher';

describe('escapeRegExp', () => {
  it('escapes every regular-expression character', () => {
    const special = '.*+?^${}()|[]\\';
    expect(new RegExp(escapeRegExp(special)).test(`x${special}x`)).toBe(true);
  });
});

describe('matching a query', () => {
  it('is a case-insensitive substring match', () => {
    expect(matchesQuery('BTC_USDT', 'usd')).toBe(true);
    expect(matchesQuery('BTC_USDT', 'eth')).toBe(false);
  });

  it.each(['(', '.*', '[', '?', '\\', '$'])('matches %p literally', (query) => {
    expect(matchesQuery('plain text', query)).toBe(false);
    expect(matchesQuery(`odd ${query} text`, query)).toBe(true);
  });

  it('has no length limit', () => {
    const longQuery = 'a'.repeat(5000);
    expect(matchesQuery(`x${longQuery}y`, longQuery)).toBe(true);
  });

  it('ignores surrounding spaces and matches everything when blank', () => {
    expect(matchesQuery('BTC', '  btc  ')).toBe(true);
    expect(createQueryMatcher('   ')('anything')).toBe(true);
  });

  it('never matches a missing value', () => {
    expect(createQueryMatcher('btc')(undefined)).toBe(false);
    expect(createQueryMatcher('btc')(null)).toBe(false);
  });
});
