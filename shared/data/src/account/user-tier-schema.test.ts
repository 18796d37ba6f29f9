import { parseUserTierResponse, unknownUserTier } from './user-tier-schema';

describe('parseUserTierResponse', () => {
  it('keeps the limit as the decimal the server wrote', () => {
    expect(
      parseUserTierResponse({ code: 0, data: { withdraw_limit_24h: '2000000.50', limit_currency: 'usdt' } }),
    ).toEqual({ withdraw_limit_24h: '2000000.50', limit_currency: 'USDT' });
    expect(parseUserTierResponse({ code: 0, data: { withdraw_limit_24h: 100000 } })).toEqual({
      withdraw_limit_24h: '100000',
      limit_currency: 'USDT',
    });
  });

  it('shows no made-up figure: anything but a plain amount reads as unknown', () => {
    for (const withdraw_limit_24h of ['-5', '1e9', 'unlimited', null, Number.NaN, '']) {
      expect(parseUserTierResponse({ code: 0, data: { withdraw_limit_24h } }).withdraw_limit_24h).toBe('');
    }
    expect(parseUserTierResponse({ code: 0, data: { limit_currency: '<b>' } }).limit_currency).toBe('USDT');
  });

  it('reads a failed answer as nothing known', () => {
    expect(parseUserTierResponse({ code: 401, data: null })).toEqual(unknownUserTier());
    expect(unknownUserTier()).toEqual({ withdraw_limit_24h: '', limit_currency: 'USDT' });
  });
});
