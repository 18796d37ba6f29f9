import { getFixtures } from '@site-chrome/dev/testing';
import {
  groupSpotMarketsByCategory,
  parseSpotMarketsResponse,
  parseSpotRows,
  spotMarketSchema,
  spotRowSchema,
} from './spot-market';

const row = (overrides: Record<number, unknown> = {}): unknown[] => {
  const base: unknown[] = [
    'btc',
    'usdt',
    'btc_usdt',
    'Bitcoin',
    '64000.5',
    '63000',
    '1.59',
    '123456.78',
    10,
    1,
    1_700_000_000,
    5,
    'false',
    '/images/coin_icon/64/btc.png',
    'Layer 1,Payments',
  ];
  return base.map((value, index) => (index in overrides ? overrides[index] : value));
};

describe('parseSpotRows', () => {
  it('maps every position to its field', () => {
    expect(parseSpotRows([row()])).toEqual([
      {
        curr_a: 'btc',
        curr_b: 'usdt',
        pair: 'btc_usdt',
        name: 'Bitcoin',
        rate: '64000.5',
        prev_rate: '63000',
        rate_percent: 1.59,
        quote_volume: 123456.78,
        multiple: 10,
        enable_credit: true,
        symbol: 'BTC',
        trend: 'up',
        opening_time: 1_700_000_000,
        cross_multiple: 5,
        isST: false,
        icon: '/images/coin_icon/64/btc.png',
        categories: ['Layer 1', 'Payments'],
      },
    ]);
  });

  it('sets the trend up at zero change and down below it', () => {
    const [flat, falling] = parseSpotRows([row({ 6: '0' }), row({ 6: '-0.01' })]);
    expect(flat?.trend).toBe('up');
    expect(falling?.trend).toBe('down');
  });

  it('marks a row special-treatment unless is_st is the string "false"', () => {
    const markets = parseSpotRows([
      row({ 12: 'false' }),
      row({ 12: 'true' }),
      row({ 12: undefined }),
      row({ 12: 0 }),
    ]);
    expect(markets.map((market) => market.isST)).toEqual([false, true, true, true]);
  });

  it('reads enable_credit with explicit boolean rules ("false" is false)', () => {
    const markets = parseSpotRows([
      row({ 9: 'false' }),
      row({ 9: '0' }),
      row({ 9: 'true' }),
      row({ 9: null }),
    ]);
    expect(markets.map((market) => market.enable_credit)).toEqual([false, false, true, false]);
  });

  it('coerces malformed values to safe defaults instead of skipping the row', () => {
    const [market] = parseSpotRows([
      row({ 3: null, 6: 'n/a', 7: {}, 8: 'x', 13: 'javascript:alert(1)', 14: 7 }),
    ]);
    expect(market).toMatchObject({
      name: '',
      rate_percent: 0,
      quote_volume: 0,
      multiple: 0,
      icon: '',
      categories: [],
    });
  });

  it('reads a number too large for a double ("1e999") as 0, never as Infinity', () => {
    const [market] = parseSpotRows([row({ 6: '1e999', 7: '-1e999' })]);
    expect(market).toMatchObject({ rate_percent: 0, quote_volume: 0 });
  });

  it('reads the currencies from the pair when they are missing', () => {
    const [market] = parseSpotRows([row({ 0: '', 1: null })]);
    expect(market).toMatchObject({ curr_a: 'btc', curr_b: 'usdt', symbol: 'BTC' });
  });

  it('skips a row without a pair, or that is not an array, with one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const markets = parseSpotRows([row({ 2: '' }), { pair: 'eth_usdt' }, row()]);
    expect(markets).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain('pair "eth_usdt"');
  });

  it('answers [] with one warning for a payload that is not a list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSpotRows('rows')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads rows out of the { code: 0, data: { list } } envelope', () => {
    expect(parseSpotMarketsResponse({ code: 0, data: { list: [row()] } })).toHaveLength(1);
  });
});

describe('given the 2700+ fixture rows', () => {
  const rows = getFixtures().spotRows;

  it('the fast mapper agrees with the zod reference schema on every row', () => {
    const fast = parseSpotRows(rows);
    const reference = rows.map((fixtureRow) => spotRowSchema.parse(fixtureRow));
    expect(fast).toEqual(reference);
    for (const market of fast) expect(spotMarketSchema.safeParse(market).success).toBe(true);
  });

  it('the fast mapper agrees with the zod reference on malformed rows too', () => {
    const odd = [
      row({ 4: 12.5, 6: ' 3 ', 9: 'true', 12: 'false', 13: ' /x.png ', 14: ['AI', 1] }),
      row({ 2: 77 }),
      row({ 6: '1e999', 7: ' -2e400 ' }),
    ];
    expect(parseSpotRows(odd)).toEqual(odd.map((oddRow) => spotRowSchema.parse(oddRow)));
  });
});

describe('groupSpotMarketsByCategory', () => {
  it('files each market under every one of its categories', () => {
    const markets = parseSpotRows([
      row({ 2: 'btc_usdt', 14: 'Layer 1,Payments' }),
      row({ 2: 'eth_usdt', 14: 'Layer 1' }),
      row({ 2: 'doge_usdt', 14: '' }),
    ]);
    const groups = groupSpotMarketsByCategory(markets);
    expect(Object.keys(groups).sort()).toEqual(['Layer 1', 'Payments']);
    expect(groups['Layer 1']?.map((market) => market.pair)).toEqual(['btc_usdt', 'eth_usdt']);
    expect(groups.Payments?.map((market) => market.pair)).toEqual(['btc_usdt']);
  });

  it('does not clash with Object.prototype names', () => {
    const groups = groupSpotMarketsByCategory(parseSpotRows([row({ 14: 'constructor,__proto__' })]));
    expect(groups.constructor).toHaveLength(1);
    expect(Object.keys(groups)).toEqual(['constructor', '__proto__']);
  });
});
