import {
  filterAlphaTokens,
  filterFiatOptions,
  filterOptionsRows,
  filterPilotRows,
  filterPreMarketRows,
} from './list-filters';

describe('options search', () => {
  const rows = [{ pair: 'BTC_USDT' }, { pair: 'ETH_USDT' }];

  it('matches the pair with the underscore removed', () => {
    expect(filterOptionsRows(rows, 'btcusdt')).toEqual([{ pair: 'BTC_USDT' }]);
  });

  it('still matches a query typed with the underscore', () => {
    expect(filterOptionsRows(rows, 'eth_us')).toEqual([{ pair: 'ETH_USDT' }]);
  });
});

describe('pilot search', () => {
  const rows = [
    { show_pair: 'PEPE/SOL', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
    { show_pair: 'WIF/SOL', address: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm' },
  ];

  it('matches show_pair or address, case-insensitively', () => {
    expect(filterPilotRows(rows, 'pepe')).toEqual([rows[0]]);
    expect(filterPilotRows(rows, 'ekpqg')).toEqual([rows[1]]);
  });
});

describe('pre-market search', () => {
  it('matches market or currency', () => {
    const rows = [
      { market: 'ZK_USDT', currency: 'ZK' },
      { market: 'ABC_USDT', currency: 'ABC' },
    ];
    expect(filterPreMarketRows(rows, 'zk')).toEqual([rows[0]]);
    expect(filterPreMarketRows(rows, 'abc_')).toEqual([rows[1]]);
  });
});

describe('fiat search', () => {
  const fiats = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'TRY' }];

  it('matches the fiat code', () => {
    expect(filterFiatOptions(fiats, 'eu')).toEqual([{ fiat: 'EUR' }]);
  });

  it('returns an empty list when nothing matches, for the empty state', () => {
    expect(filterFiatOptions(fiats, '(')).toEqual([]);
  });
});

describe('Alpha token search', () => {
  const tokens = [
    { show_pair: 'MEME/USDT', address: '0xabc123def456' },
    { show_pair: 'DOG/USDT', address: null },
  ];

  it('matches show_pair or address', () => {
    expect(filterAlphaTokens(tokens, 'dog')).toEqual([tokens[1]]);
    expect(filterAlphaTokens(tokens, '0XABC')).toEqual([tokens[0]]);
  });

  it('matches regular-expression characters literally', () => {
    expect(filterAlphaTokens(tokens, '.*')).toEqual([]);
  });
});
