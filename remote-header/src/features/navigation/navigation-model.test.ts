import { toColumns } from './navigation-model';

describe('toColumns', () => {
  it('splits a list into columns of the given size, the last one shorter', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toColumns([], 6)).toEqual([]);
  });
});
