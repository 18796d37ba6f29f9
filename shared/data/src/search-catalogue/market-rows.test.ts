import { parseSpotRows } from '@site-chrome/data/testing';
import {
  alphaRow,
  deliveryRow,
  displayPair,
  futuresRow,
  newListingsFirst,
  optionsRow,
  pilotRow,
  preMarketRow,
  spotRow,
} from './market-rows';

const now = 1_755_129_600;
const [spot] = parseSpotRows([
  [
    'btc',
    'usdt',
    'btc_usdt',
    'Bitcoin',
    '67000.1',
    '66000',
    '1.5',
    1,
    0,
    0,
    now - 10,
    0,
    'false',
    '',
    'Layer 1',
  ],
]);

describe('market rows, per market type (header spec section 2)', () => {
  it.each([
    ['spot', () => spotRow(spot!, now), 'BTC/USDT', '/trade/BTC_USDT'],
    [
      'perpetual futures',
      () =>
        futuresRow(
          {
            settle: 'BTC',
            name: 'ETH_USD',
            coin_name: 'Ethereum',
            categories: [],
            icon: '',
            opening_time: 0,
            curr_a: 'ETH',
            curr_b: 'USD',
            pair: 'ETH_USD',
            image_name: 'eth',
            link: '/futures/BTC/ETH_USD',
            full_name: 'Ethereum',
            isST: false,
          },
          now,
        ),
      'ETH/USD',
      '/futures/BTC/ETH_USD',
    ],
    [
      'delivery',
      () =>
        deliveryRow({
          icon: '/i.png',
          name: 'BTC_USDT_20251226',
          link: '/futures-delivery/USDT/BTC_USDT_20251226',
          curr_a: 'BTC',
          curr_b: 'USDT',
          pair: 'BTC_USDT',
          full_name: 'Bitcoin',
          isST: false,
        }),
      'BTC/USDT 20251226',
      '/futures-delivery/USDT/BTC_USDT_20251226',
    ],
    ['options', () => optionsRow({ pair: 'BTC_USDT', icon: '' }), 'BTC/USDT', '/options/BTC_USDT'],
    [
      'pre-market',
      () => preMarketRow({ currency: 'abc', market: 'ABC_USDT', full_name: 'Abc', tags: ['new'] }),
      'ABC/USDT',
      '/pre-market/ABC',
    ],
    [
      'pilot',
      () =>
        pilotRow({
          name: 'MOON',
          address: '0x1234567890abcdef',
          show_pair: 'MOON/USDT',
          icon: '',
          chain_icon: '/sol.png',
          seo_path: 'moon-sol',
          is_hot: true,
          categories: [],
        }),
      'MOON/USDT',
      '/pilot/moon-sol',
    ],
    [
      'alpha',
      () =>
        alphaRow({
          market: 'm',
          show_pair: 'CAT/USDT',
          address: '0xabcdef0123456789',
          chain: 'ETH',
          icon: '',
          chain_icon: '/eth.png',
          seo_path: 'cat-eth',
          hot_rank: 1,
          buy_start: 1,
          categories: ['Meme'],
        }),
      'CAT/USDT',
      '/alpha/cat-eth',
    ],
  ])('%s: shows the pair as %s and leads to %s', (_, build, pair, path) => {
    const row = build();
    expect(row.pair).toBe(pair);
    expect(row.path).toBe(path);
  });

  it('gives spot rows price, change and an icon, and marks a pre-market currency with its tags', () => {
    const row = spotRow(spot!, now);
    expect(row).toMatchObject({ fullName: 'Bitcoin', price: '67000.1', change: 1.5, isST: false });
    expect(row.icon).toMatch(/^\/images\/coin_icon\/64\/btc\.png\?q=75&d=\d+$/);
    // A server's own icon goes through the image helper too, once (a copy already busted stays as it is).
    expect(spotRow({ ...spot!, icon: '/cdn/btc.png' }, now).icon).toMatch(/^\/cdn\/btc\.png\?q=75&d=\d+$/);
    expect(preMarketRow({ currency: 'x', market: '', full_name: '', tags: ['hot'] })).toMatchObject({
      pair: 'X',
      tags: ['hot'],
    });
  });

  it('shortens on-chain addresses 4+4 and marks hot pilot tokens', () => {
    const row = pilotRow({
      name: 'MOON',
      address: '0x1234567890abcdef',
      show_pair: '',
      icon: '',
      chain_icon: '',
      seo_path: '',
      is_hot: true,
      categories: [],
    });
    expect(row).toMatchObject({ pair: 'MOON', shortAddress: '0x12...cdef', tags: ['hot'], path: '' });
  });

  it('encodes server text that lands in a path', () => {
    const [hostile] = parseSpotRows([['a', 'b', '../x?y#z_usdt']]);
    expect(spotRow(hostile!, now).path).toBe(`/trade/${encodeURIComponent('../X?Y#Z_USDT')}`);
  });
});

describe('new listings first (header spec section 5)', () => {
  it('puts rows with an opening time to come first, soonest first, the rest in server order', () => {
    const [a, b, c, d] = parseSpotRows([
      ['a', 'usdt', 'a_usdt', '', '', '', 0, 0, 0, 0, now - 5],
      ['b', 'usdt', 'b_usdt', '', '', '', 0, 0, 0, 0, now + 500],
      ['c', 'usdt', 'c_usdt', '', '', '', 0, 0, 0, 0, 0],
      ['d', 'usdt', 'd_usdt', '', '', '', 0, 0, 0, 0, now + 100],
    ]);
    const rows = [a, b, c, d].map((market) => spotRow(market!, now));
    expect(newListingsFirst(rows).map((row) => row.pair)).toEqual(['D/USDT', 'B/USDT', 'A/USDT', 'C/USDT']);
    expect(rows[1]?.tags).toEqual(['new']);
    expect(rows[0]?.tags).toEqual([]);
  });
});

describe('displayPair', () => {
  it.each([
    ['btc_usdt', 'BTC/USDT'],
    ['BTC', 'BTC'],
    ['eth_usdt_20251226', 'ETH/USDT 20251226'],
    ['', ''],
  ])('%s -> %s', (name, shown) => expect(displayPair(name)).toBe(shown));
});
