import { toColumns, withRegionalTradePair } from './navigation-model';

describe('withRegionalTradePair', () => {
  it.each([
    ['/trade/BTC_USDT', 'BTC_TRY', '/trade/BTC_TRY'],
    ['/trade/BTC_USDT?tab=isolated_margin', 'BTC_SGD', '/trade/BTC_SGD?tab=isolated_margin'],
    ['/trade/BTC_USDT', 'BTC_USDT', '/trade/BTC_USDT'],
  ])('sends %s to %s as %s', (path, pair, expected) => {
    expect(withRegionalTradePair(path, pair)).toBe(expected);
  });

  it.each(['/trade/ETH_USDT', '/trade/BTC_USDTX', '/futures/USDT/BTC_USDT', '/tradex/BTC_USDT'])(
    'leaves %s alone: only the global default pair is regional',
    (path) => {
      expect(withRegionalTradePair(path, 'BTC_JPY')).toBe(path);
    },
  );
});

describe('toColumns', () => {
  it('splits a list into columns of the given size, the last one shorter', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(toColumns([], 6)).toEqual([]);
  });
});
