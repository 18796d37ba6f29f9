import {
  filterAlphaTokens,
  filterFiatOptions,
  filterOptionsRows,
  filterPairRows,
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

describe('spot, futures and delivery search', () => {
  const rows = [
    { pair: 'BTC/USDT', fullName: 'Bitcoin' },
    { pair: 'ETH/BTC', fullName: 'Ethereum' },
    { pair: 'BTC_USDT_20261225', fullName: 'BTC Quarterly' },
  ];

  it('matches the pair whatever separator the query is typed with, case-insensitively', () => {
    expect(filterPairRows(rows, 'btcusdt')).toEqual([rows[0], rows[2]]);
    expect(filterPairRows(rows, 'BTC_USDT')).toEqual([rows[0], rows[2]]);
    expect(filterPairRows(rows, 'eth/b')).toEqual([rows[1]]);
  });

  it('matches the full name, and a base anywhere in the pair', () => {
    expect(filterPairRows(rows, 'ethereum')).toEqual([rows[1]]);
    expect(filterPairRows(rows, 'btc')).toEqual(rows);
    expect(filterPairRows(rows, 'doge')).toEqual([]);
  });
});
