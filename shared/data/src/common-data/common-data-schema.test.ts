import { defaultCommonData, parseCommonDataResponse } from './common-data-schema';
import { siteDefaults } from './site-defaults';

describe('parseCommonDataResponse', () => {
  it('falls back to the site defaults field by field', () => {
    const data = parseCommonDataResponse({ code: 0, data: { sub_website_id: '106', is_login: '1' } });
    expect(data).toMatchObject({ sub_website_id: 106, is_login: true, curr_fiat: 'USD', lang_prefix: null });
    expect(data.lang_list).toEqual(siteDefaults.lang_list);
    expect(data.fiat_list).toEqual(siteDefaults.fiat_list);
  });

  it('is the site defaults before and without an answer', () => {
    expect(defaultCommonData()).toMatchObject({
      lang_list: siteDefaults.lang_list,
      fiat_list: siteDefaults.fiat_list,
      curr_fiat: siteDefaults.curr_fiat,
      defaultP2PFiat: siteDefaults.defaultP2PFiat,
      defaultBuyCryptoFiat: siteDefaults.defaultBuyCryptoFiat,
      is_login: siteDefaults.isLogin,
      sub_website_id: siteDefaults.sub_website_id,
      is_phone: siteDefaults.is_phone,
      lang_prefix: null,
    });
  });

  // is_service_host is sent by the server but read by nothing the chrome draws (issue 31): not kept.
  it('reads every documented field', () => {
    const data = parseCommonDataResponse({
      code: 0,
      data: {
        lang_list: { en: 'English', tr: 'Türkçe' },
        fiat_list: [{ fiat: 'TRY', symbol: '₺' }],
        curr_fiat: 'TRY',
        defaultP2PFiat: 'TRY',
        defaultBuyCryptoFiat: 'EUR',
        is_login: false,
        sub_website_id: 177,
        lang_prefix: '/tr',
        isUKLimit: 'false',
        isItalyLimit: 1,
        is_service_host: '0',
        userLandingPageCountry: 'TR',
        is_phone: 'true',
        is_copper: null,
        currency_count: '3100',
      },
    });
    expect(data).toEqual({
      lang_list: { en: 'English', tr: 'Türkçe' },
      fiat_list: [{ fiat: 'TRY', symbol: '₺' }],
      curr_fiat: 'TRY',
      defaultP2PFiat: 'TRY',
      defaultBuyCryptoFiat: 'EUR',
      is_login: false,
      sub_website_id: 177,
      lang_prefix: '/tr',
      isUKLimit: false,
      isItalyLimit: true,
      userLandingPageCountry: 'TR',
      is_phone: true,
      is_copper: false,
      currency_count: 3100,
    });
  });

  it('keeps the site defaults’ currency count when the server sends none or nonsense', () => {
    expect(parseCommonDataResponse({ code: 0, data: { sub_website_id: 0 } }).currency_count).toBe(2700);
    expect(parseCommonDataResponse({ code: 0, data: { currency_count: 'many' } }).currency_count).toBe(2700);
  });

  it.each([['//evil.example'], ['javascript:alert(1)'], [42]])(
    'ignores an unsafe lang_prefix %j with a warning, so the site rule decides',
    (langPrefix) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const data = parseCommonDataResponse({ code: 0, data: { lang_prefix: langPrefix } });
      expect(data.lang_prefix).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignoring lang_prefix'));
    },
  );

  it('answers the defaults for a failed answer', () => {
    expect(parseCommonDataResponse({ code: 0, data: 'x' })).toEqual(defaultCommonData());
  });
});
