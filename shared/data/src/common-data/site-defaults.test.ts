import { createSiteDefaults, siteDefaults, siteDefaultsSchema } from './site-defaults';

describe('siteDefaults', () => {
  it('holds the values the header renders with before data arrives', () => {
    expect(siteDefaults).toMatchObject({
      lang_prefix: '',
      sub_website_id: 0,
      isLogin: false,
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      fiat_market_rates: { USD: { symbol: '$', rate: 1 } },
      isUKLimit: false,
      isItalyLimit: false,
      is_phone: false,
    });
    expect(siteDefaults.fiat_list[0]).toEqual({ fiat: 'USD', symbol: '$' });
    // Flags the spec lists but no part of the chrome reads are not kept (issue 31).
    for (const flag of [
      'isBrazilLimit',
      'isWithdrawOnly',
      'isBlockedCountry',
      'kyc_toast',
      'is_service_host',
    ]) {
      expect(siteDefaults).not.toHaveProperty(flag);
    }
    expect(siteDefaults.lang_list.en).toBe('English');
  });

  it('is frozen, and createSiteDefaults hands out a copy to change', () => {
    expect(Object.isFrozen(siteDefaults)).toBe(true);
    const copy = createSiteDefaults();
    copy.fiat_list.push({ fiat: 'XXX', symbol: '' });
    expect(siteDefaults.fiat_list.some((fiat) => fiat.fiat === 'XXX')).toBe(false);
  });

  it('completes a partial object field by field', () => {
    expect(siteDefaultsSchema.parse({ isUKLimit: '1', sub_website_id: 'x' })).toMatchObject({
      isUKLimit: true,
      sub_website_id: 0,
    });
  });
});
