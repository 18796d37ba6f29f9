import { parsePreMarketResponse } from './pre-market-currency';

describe('parsePreMarketResponse', () => {
  it('reads both groups from data.list and keeps only the hot and new tags', () => {
    const result = parsePreMarketResponse({
      code: 0,
      data: {
        list: {
          premint: [
            { currency: 'ABC', market: 'ABC_USDT', full_name: 'Abc', tags: ['new', 'promoted', 'hot'] },
          ],
          pre_market: [{ currency: 'XYZ', tags: 'hot' }],
        },
      },
    });
    expect(result.premint).toEqual([
      { currency: 'ABC', market: 'ABC_USDT', full_name: 'Abc', tags: ['hot', 'new'] },
    ]);
    expect(result.pre_market).toEqual([{ currency: 'XYZ', market: '', full_name: '', tags: [] }]);
  });

  it.each([
    ['a missing list', { code: 0, data: {} }],
    ['a list that is an array', { code: 0, data: { list: [] } }],
    ['an error code', { code: 1, data: { list: { premint: [{ currency: 'A' }] } } }],
  ])('answers empty premint and pre_market arrays for %s', (_situation, response) => {
    expect(parsePreMarketResponse(response)).toEqual({ premint: [], pre_market: [] });
  });

  it('treats a group that is not an array as empty', () => {
    const result = parsePreMarketResponse({
      code: 0,
      data: { list: { premint: 'x', pre_market: [{ currency: 'A' }] } },
    });
    expect(result.premint).toEqual([]);
    expect(result.pre_market).toHaveLength(1);
  });

  it('skips a currency without its code with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parsePreMarketResponse({
      code: 0,
      data: { list: { premint: [{ market: 'X_USDT' }], pre_market: [] } },
    });
    expect(result.premint).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
