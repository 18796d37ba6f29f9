import { createMarketSearchIndex, rankMarkets } from './market-search-index';
import type { MarketSearchRow } from './market-search-index';

function market(curr_a: string, curr_b: string, extra: Partial<MarketSearchRow> = {}): MarketSearchRow {
  return { curr_a, curr_b, pair: `${curr_a}_${curr_b}`, name: `${curr_a}/${curr_b}`, ...extra };
}

const pairsOf = (rows: MarketSearchRow[]) => rows.map((row) => row.pair);
const now = Date.UTC(2025, 0, 1);
const nowSeconds = now / 1000;
const fixedClock = { now: () => now };

describe('ranking markets for a query', () => {
  it('orders exact base, base prefix, exact quote, base contains, quote contains, then name or pair', () => {
    const rows = [
      market('WBTCX', 'USDT', { name: 'Wrapped' }), // base contains "btc"
      market('ETH', 'XBTC'), // quote contains "btc"
      market('BTCDOM', 'USDT'), // base prefix
      market('SOL', 'USDT', { name: 'Solana btc bridge' }), // name contains
      market('ETH', 'BTC'), // exact quote
      market('BTC', 'USDT'), // exact base
      market('DOGE', 'USDT'), // no match
    ];

    expect(pairsOf(rankMarkets(rows, 'btc', fixedClock))).toEqual([
      'BTC_USDT',
      'BTCDOM_USDT',
      'ETH_BTC',
      'WBTCX_USDT',
      'ETH_XBTC',
      'SOL_USDT',
    ]);
  });

  it('matches the pair itself, e.g. with its underscore', () => {
    expect(pairsOf(rankMarkets([market('BTC', 'USDT'), market('ETH', 'USDT')], 'btc_u', fixedClock))).toEqual(
      ['BTC_USDT'],
    );
  });

  it('keeps list order within a rank', () => {
    const rows = [market('BTC', 'USDT'), market('BTC', 'USDC'), market('BTC', 'TRY')];
    expect(pairsOf(rankMarkets(rows, 'BTC', fixedClock))).toEqual(['BTC_USDT', 'BTC_USDC', 'BTC_TRY']);
  });

  it('drops rows that do not match', () => {
    expect(rankMarkets([market('ETH', 'USDT')], 'xrp', fixedClock)).toEqual([]);
  });

  it('treats regular-expression characters literally', () => {
    const rows = [market('BTC', 'USDT'), market('A.B', 'USDT')];
    expect(pairsOf(rankMarkets(rows, '.', fixedClock))).toEqual(['A.B_USDT']);
    expect(rankMarkets(rows, '(', fixedClock)).toEqual([]);
  });

  it('puts new listings with a future opening time first, by opening time ascending', () => {
    const rows = [
      market('BTC', 'USDT'),
      market('BTCLATE', 'USDT', { opening_time: nowSeconds + 7200 }),
      market('BTCPAST', 'USDT', { opening_time: nowSeconds - 60 }),
      market('XBTC', 'USDT', { opening_time: String(nowSeconds + 60) }),
    ];

    expect(pairsOf(rankMarkets(rows, 'btc', fixedClock))).toEqual([
      'XBTC_USDT',
      'BTCLATE_USDT',
      'BTC_USDT',
      'BTCPAST_USDT',
    ]);
  });

  it('reads the clock on every search, so a listing that has opened loses its place on top', () => {
    let clock = now;
    const index = createMarketSearchIndex(
      [market('BTC', 'USDT'), market('BTCNEW', 'USDT', { opening_time: nowSeconds + 10 })],
      { now: () => clock },
    );

    expect(pairsOf(index.rank('btc'))).toEqual(['BTCNEW_USDT', 'BTC_USDT']);
    clock = now + 20_000;
    expect(pairsOf(index.rank('btc'))).toEqual(['BTC_USDT', 'BTCNEW_USDT']);
  });

  it('given a blank query, returns every row in list order with new listings first', () => {
    const rows = [
      market('ETH', 'USDT'),
      market('NEW', 'USDT', { opening_time: nowSeconds + 5 }),
      market('BTC', 'USDT'),
    ];
    expect(pairsOf(rankMarkets(rows, '  ', fixedClock))).toEqual(['NEW_USDT', 'ETH_USDT', 'BTC_USDT']);
  });

  it('tolerates rows with missing optional fields', () => {
    const rows: MarketSearchRow[] = [
      { curr_a: 'BTC', curr_b: 'USDT', pair: 'BTC_USDT', name: null, opening_time: null },
    ];
    expect(createMarketSearchIndex(rows).rank('usdt')).toHaveLength(1);
  });
});

describe('ranking keystroke after keystroke', () => {
  const rows = ['BTC_USDT', 'BTCST_USDT', 'ABTC_ETH', 'ETH_BTC', 'SOL_USDT', 'WBTC_USDC'].map((pair) => {
    const [currencyA = '', currencyB = ''] = pair.split('_');
    return { curr_a: currencyA, curr_b: currencyB, pair };
  });

  it('gives what a fresh index gives, whether the query grows, shrinks or changes', () => {
    const index = createMarketSearchIndex(rows);
    for (const query of ['b', 'bt', 'btc', 'btcs', 'bt', 'u', 'us', 'usdc', 'x', 'xy', '', 'e']) {
      expect(index.rank(query).map((row) => row.pair)).toEqual(
        createMarketSearchIndex(rows)
          .rank(query)
          .map((row) => row.pair),
      );
    }
  });
});
