import { defaultAccountMode, parseAccountModeResponse } from './account-mode-schema';

describe('parseAccountModeResponse', () => {
  it('defaults to classic with every flag and setting off', () => {
    const expected = {
      mode: 'classic',
      support_unified: false,
      first_open: false,
      auto_borrow: false,
      auto_repay: false,
      settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
    };
    expect(defaultAccountMode()).toEqual(expected);
    expect(parseAccountModeResponse({ code: 0, data: {} })).toEqual(expected);
    expect(parseAccountModeResponse({ code: 500 })).toEqual(expected);
    expect(parseAccountModeResponse('garbage')).toEqual(expected);
  });

  it('reads the mode and coerces the flags explicitly', () => {
    const parsed = parseAccountModeResponse({
      code: 0,
      data: {
        mode: 'multi_currency',
        first_open: 'false',
        auto_borrow: '1',
        settings: { usdt_futures: 'true', options: 'false' },
      },
    });
    expect(parsed).toMatchObject({ mode: 'multi_currency', first_open: false, auto_borrow: true });
    expect(parsed.settings).toEqual({
      options: false,
      usdt_futures: true,
      spot_hedge: false,
      use_funding: false,
    });
  });

  it('falls back to classic for an unknown mode', () => {
    expect(parseAccountModeResponse({ code: 0, data: { mode: 'portfolio' } }).mode).toBe('classic');
  });

  it('hands out a fresh default each time', () => {
    const first = defaultAccountMode();
    first.settings.options = true;
    expect(defaultAccountMode().settings.options).toBe(false);
  });
});
