import { parseComplianceResponse } from './compliance-schema';

describe('parseComplianceResponse', () => {
  it('reads both lists and drops entries that are not keys', () => {
    expect(
      parseComplianceResponse({
        code: 0,
        data: { menu_list: ['deposit', 3, '', 'ondo'], business_list: ['fiat_trade'] },
      }),
    ).toEqual({ menu_list: ['deposit', 'ondo'], business_list: ['fiat_trade'] });
  });

  it('defaults both lists to empty', () => {
    expect(parseComplianceResponse({ code: 0, data: { menu_list: 'deposit' } })).toEqual({
      menu_list: [],
      business_list: [],
    });
    expect(parseComplianceResponse(undefined)).toEqual({ menu_list: [], business_list: [] });
  });
});
