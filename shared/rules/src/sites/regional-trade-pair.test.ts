import { withRegionalTradePair } from './regional-trade-pair';

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
