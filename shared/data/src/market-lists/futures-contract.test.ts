import {
  futuresContractSchema,
  isContractDataAcceptable,
  parseFuturesContractsResponse,
} from './futures-contract';

const contract = (overrides: Record<string, unknown> = {}) => ({
  settle: 'usdt',
  name: 'BTC_USDT',
  coin_name: 'Bitcoin',
  categories: 'Layer 1, Payments',
  is_tag_st: 0,
  icon: '/images/coin_icon/64/btc.png',
  ...overrides,
});

describe('parseFuturesContractsResponse', () => {
  it.each([
    ['code 0', { code: 0, data: { list: [contract()] } }],
    ['code "200" as text', { code: '200', data: { list: [contract()] } }],
    ['code 500', { code: 500, data: { list: [contract()] } }],
    ['no code', { data: { list: [contract()] } }],
    ['not an object', [contract()]],
  ])('answers an empty object for %s, because only code 200 is accepted', (_situation, response) => {
    expect(parseFuturesContractsResponse(response)).toEqual({});
  });

  it('splits contracts by settle into BTC and USDT lists', () => {
    const result = parseFuturesContractsResponse({
      code: 200,
      data: {
        list: [
          contract(),
          contract({ settle: 'btc', name: 'BTC_USD' }),
          contract({ settle: 'USDT', name: 'ETH_USDT' }),
        ],
      },
    });
    expect(Object.keys(result)).toEqual(['BTC', 'USDT']);
    expect(result.BTC?.map((item) => item.name)).toEqual(['BTC_USD']);
    expect(result.USDT?.map((item) => item.name)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });

  it('tolerates data as a bare list', () => {
    expect(parseFuturesContractsResponse({ code: 200, data: [contract()] }).USDT).toHaveLength(1);
  });

  it('skips a contract without a name or with an unknown settle, one warning each', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseFuturesContractsResponse({
      code: 200,
      data: { list: [contract({ name: '' }), contract({ settle: 'eth' }), contract()] },
    });
    expect(result.USDT).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('futuresContractSchema', () => {
  it('derives currencies, link, categories, full name and isST', () => {
    expect(futuresContractSchema.parse(contract({ settle: 'btc', name: 'ETH_USD', is_tag_st: '1' }))).toEqual(
      {
        settle: 'BTC',
        name: 'ETH_USD',
        coin_name: 'Bitcoin',
        categories: ['Layer 1', 'Payments'],
        icon: '/images/coin_icon/64/btc.png',
        opening_time: 0,
        curr_a: 'ETH',
        curr_b: 'USD',
        pair: 'ETH_USD',
        image_name: 'eth',
        link: '/futures/BTC/ETH_USD',
        full_name: 'Bitcoin',
        isST: true,
      },
    );
  });

  it('reads is_tag_st "false" as false and falls back to the base currency for the full name', () => {
    const parsed = futuresContractSchema.parse(contract({ is_tag_st: 'false', coin_name: null }));
    expect(parsed.isST).toBe(false);
    expect(parsed.full_name).toBe('BTC');
  });

  it('blanks an unsafe icon', () => {
    expect(futuresContractSchema.parse(contract({ icon: 'javascript:alert(1)' })).icon).toBe('');
  });
});

describe('isContractDataAcceptable', () => {
  it('needs at least one non-empty BTC or USDT list', () => {
    expect(isContractDataAcceptable({})).toBe(false);
    expect(isContractDataAcceptable({ BTC: [], USDT: [] })).toBe(false);
    expect(isContractDataAcceptable({ BTC: [{}], USDT: [] })).toBe(true);
    expect(isContractDataAcceptable({ USDT: [{}] })).toBe(true);
    expect(isContractDataAcceptable([])).toBe(false);
  });
});
