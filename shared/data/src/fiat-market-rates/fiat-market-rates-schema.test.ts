import { parseFiatMarketRatesResponse } from './fiat-market-rates-schema';

describe('parseFiatMarketRatesResponse', () => {
  it('reads rates keyed by fiat, numeric strings included', () => {
    expect(
      parseFiatMarketRatesResponse({
        code: 0,
        data: { USD: { symbol: '$', rate: '1' }, EUR: { symbol: '€', rate: 0.92 } },
      }),
    ).toEqual({ USD: { symbol: '$', rate: 1 }, EUR: { symbol: '€', rate: 0.92 } });
  });

  it('skips a fiat whose rate is not a positive number, with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseFiatMarketRatesResponse({ code: 0, data: { XXX: { rate: 'n/a' }, USD: { rate: 1 } } }),
    ).toEqual({
      USD: { symbol: '', rate: 1 },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('XXX');
  });

  it('answers {} for anything that is not an object of rates', () => {
    expect(parseFiatMarketRatesResponse({ code: 0, data: [] })).toEqual({});
  });
});
