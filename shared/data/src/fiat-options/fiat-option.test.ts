import { defaultFiatOptions, parseFiatOptionsResponse } from './fiat-option';

describe('parseFiatOptionsResponse', () => {
  it('defaults to USD with every method enabled', () => {
    expect(defaultFiatOptions()).toEqual([
      { fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true },
    ]);
    expect(parseFiatOptionsResponse({ code: 0, data: [] })).toEqual(defaultFiatOptions());
    expect(parseFiatOptionsResponse({ code: 1 })).toEqual(defaultFiatOptions());
  });

  it('reads the list in data and coerces the method flags explicitly', () => {
    expect(
      parseFiatOptionsResponse({
        code: 0,
        data: [{ fiat: 'EUR', bank_transfer: '1', credit_card: 'false', p2p: 0 }],
      }),
    ).toEqual([{ fiat: 'EUR', bank_transfer: true, credit_card: false, p2p: false }]);
  });

  it('skips a fiat without its code with one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseFiatOptionsResponse({ code: 0, data: [{ p2p: 1 }, { fiat: 'GBP' }] }).map((option) => option.fiat),
    ).toEqual(['GBP']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
