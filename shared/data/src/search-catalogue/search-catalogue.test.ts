import { parseSpotRows } from '@site-chrome/data/testing';
import { parseAlphaTokensResponse } from '../market-lists/alpha-token';
import { parseFiatOptionsResponse } from '../fiat-options/fiat-option';
import { parseFuturesContractsResponse } from '../market-lists/futures-contract';
import { parseOptionsUnderlyingsResponse } from '../market-lists/options-underlying';
import { parsePilotTokensResponse } from '../market-lists/pilot-token';
import { parsePreMarketResponse } from '../market-lists/pre-market-currency';
import { hotSearches, searchEverything, searchKinds, type SearchLists } from './search-catalogue';

const nowSeconds = Math.floor(Date.now() / 1000);

/** A spot row as the server sends it: base, quote, pair, name, price, ..., volume, opening time. */
function spotRow(
  base: string,
  quote: string,
  name: string,
  volume: number,
  openingTime = nowSeconds - 86_400,
) {
  const pair = `${base}_${quote}`.toLowerCase();
  return [base, quote, pair, name, '1.5', '1.4', '2.1', volume, 0, 0, openingTime, 0, 'false', '', ''];
}

const spot = parseSpotRows([
  spotRow('WETH', 'USDT', 'Wrapped Ether', 10),
  spotRow('USDT', 'ETH', 'Tether', 20),
  spotRow('ETHFI', 'USDT', 'Ether.fi', 30),
  spotRow('ETH', 'BTC', 'Ethereum', 40),
  spotRow('ETH', 'USDT', 'Ethereum', 5_000),
  spotRow('LDO', 'ETH', 'Lido', 50),
  spotRow('STETH', 'USDT', 'Lido staked ETH', 60),
  spotRow('ABC', 'USDT', 'Something with eth in the name', 70),
  spotRow('ETHNEW', 'USDT', 'New listing', 0, nowSeconds + 7_200),
  spotRow('ETHSOON', 'USDT', 'Sooner listing', 0, nowSeconds + 3_600),
  spotRow('BTC', 'USDT', 'Bitcoin', 90_000),
]);

const lists: SearchLists = {
  spot,
  futures: parseFuturesContractsResponse({
    code: 200,
    data: [
      { settle: 'usdt', name: 'BTC_USDT', coin_name: 'Bitcoin' },
      { settle: 'usdt', name: 'ETH_USDT', coin_name: 'Ethereum' },
    ],
  }),
  options: parseOptionsUnderlyingsResponse({
    code: 0,
    data: { list: [{ name: 'ETH_USDT', icon_url_64: '' }] },
  }).OPTIONS_CHAIN,
  preMarket: parsePreMarketResponse({
    code: 0,
    data: {
      list: { pre_market: [{ currency: 'ethx', market: 'ETHX_USDT', full_name: 'Eth X' }], premint: [] },
    },
  }),
  pilot: parsePilotTokensResponse({
    code: 0,
    data: {
      list: [{ address: '0xethabcdef0123456789', show_pair: 'PEPE/USDT', name: 'Pepe', seo_path: 'pepe' }],
    },
  }),
  alpha: parseAlphaTokensResponse({
    code: 0,
    data: { list: [{ address: '0x0000000000000000001', show_pair: 'ETHDOG/USDT', seo_path: 'ethdog' }] },
  }),
  fiat: parseFiatOptionsResponse({ code: 0, data: [{ fiat: 'EUR' }, { fiat: 'USD' }] }),
};

const pairsOf = (kind: (typeof searchKinds)[number], query: string) =>
  searchEverything(lists, query, { buyFiat: 'EUR' })
    .find((group) => group.kind === kind)!
    .entries.map((entry) => entry.row.pair);

describe('searching every list at once', () => {
  it('answers one group per kind, in tab order, empty ones included', () => {
    const groups = searchEverything(lists, 'zzzz', { buyFiat: 'EUR' });
    expect(groups.map((group) => group.kind)).toEqual([...searchKinds]);
    expect(groups.every((group) => group.entries.length === 0)).toBe(true);
  });

  it('ranks spot by the spec: new listings first by opening time, then exact base, prefix, exact quote, contains', () => {
    expect(pairsOf('spot', 'ETH')).toEqual([
      'ETHSOON/USDT',
      'ETHNEW/USDT',
      'ETH/BTC',
      'ETH/USDT',
      'ETHFI/USDT',
      'USDT/ETH',
      'LDO/ETH',
      'WETH/USDT',
      'STETH/USDT',
      'ABC/USDT',
    ]);
  });

  it('is case-insensitive, literal about regex characters and ignores surrounding spaces', () => {
    expect(pairsOf('spot', '  eth  ')).toEqual(pairsOf('spot', 'ETH'));
    expect(pairsOf('spot', '.*')).toEqual([]);
  });

  it('finds futures by contract and name, options by the pair without its underscore', () => {
    expect(pairsOf('futures', 'eth')).toEqual(['ETH/USDT']);
    expect(pairsOf('options', 'ethusdt')).toEqual(['ETH/USDT']);
    expect(pairsOf('options', 'eth_usdt')).toEqual(['ETH/USDT']);
  });

  it('finds pre-market by market or currency, pilot and Alpha by pair or address', () => {
    expect(pairsOf('preMarket', 'ethx_')).toEqual(['ETHX/USDT']);
    expect(pairsOf('pilot', '0xethab')).toEqual(['PEPE/USDT']);
    expect(pairsOf('pilot', 'pepe')).toEqual(['PEPE/USDT']);
    expect(pairsOf('alpha', 'ethdog')).toEqual(['ETHDOG/USDT']);
  });

  it('offers to buy the best-matching coin with the given fiat, then matching fiat codes', () => {
    const fiat = searchEverything(lists, 'btc', { buyFiat: 'EUR' }).find((group) => group.kind === 'fiat')!;
    expect(fiat.entries.map((entry) => [entry.buy, entry.row.path])).toEqual([
      [{ coin: 'BTC', fiat: 'EUR' }, '/crypto/buy?crypto=BTC&fiat=EUR'],
    ]);
    const eur = searchEverything(lists, 'eur', { buyFiat: 'EUR' }).find((group) => group.kind === 'fiat')!;
    expect(eur.entries.map((entry) => entry.row.path)).toEqual(['/crypto/buy?crypto=USDT&fiat=EUR']);
  });

  it('leaves out a list that has not loaded', () => {
    const groups = searchEverything({ spot }, 'eth', { buyFiat: '' });
    expect(groups.find((group) => group.kind === 'futures')!.entries).toEqual([]);
    expect(groups.find((group) => group.kind === 'fiat')!.entries).toEqual([]);
  });
});

describe('hot searches', () => {
  it('are the open, non-ST spot markets with the most volume, at most eight', () => {
    const hot = hotSearches(spot).map((entry) => entry.row.pair);
    expect(hot).toHaveLength(8);
    expect(hot.slice(0, 2)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(hot).not.toContain('ETHNEW/USDT');
    expect(hotSearches(undefined)).toEqual([]);
  });
});
