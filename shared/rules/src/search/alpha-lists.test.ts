import { sortAlphaHotList, sortAlphaNewList } from './alpha-lists';

describe('the Alpha hot list', () => {
  it('sorts by hot_rank ascending, with unranked tokens (no rank, or rank 0) last in their original order', () => {
    const tokens = [
      { market: 'c', hot_rank: 3 },
      { market: 'none-1' },
      { market: 'a', hot_rank: '1' },
      { market: 'none-2', hot_rank: 'n/a' },
      { market: 'unranked', hot_rank: 0 },
      { market: 'b', hot_rank: 2 },
    ];

    expect(sortAlphaHotList(tokens).map((token) => token.market)).toEqual([
      'a',
      'b',
      'c',
      'none-1',
      'none-2',
      'unranked',
    ]);
  });

  it('does not change the list it is given', () => {
    const tokens = [{ hot_rank: 2 }, { hot_rank: 1 }];
    sortAlphaHotList(tokens);
    expect(tokens).toEqual([{ hot_rank: 2 }, { hot_rank: 1 }]);
  });
});

describe('the Alpha new list', () => {
  it('sorts by buy_start descending, newest first', () => {
    const tokens = [
      { market: 'old', buy_start: 1_700_000_000 },
      { market: 'unknown', buy_start: null },
      { market: 'newest', buy_start: 1_750_000_000 },
      { market: 'middle', buy_start: '1720000000' },
    ];

    expect(sortAlphaNewList(tokens).map((token) => token.market)).toEqual([
      'newest',
      'middle',
      'old',
      'unknown',
    ]);
  });
});
