import { parseUserInfoResponse, visitorUserInfo } from './user-info-schema';

describe('parseUserInfoResponse', () => {
  it('turns a visitor answer into the all-default, logged-out user', () => {
    const visitor = parseUserInfoResponse({ code: 0, data: { isLogin: false } });
    expect(visitor).toEqual(visitorUserInfo());
    expect(visitor).toMatchObject({
      isLogin: false,
      uid: '',
      tier_level: 0,
      curr_fiat: 'USD',
      is_sub_account: false,
    });
  });

  it('coerces the user fields', () => {
    const user = parseUserInfoResponse({
      code: 0,
      data: {
        uid: 10000123,
        isLogin: 'true',
        tier_level: '3',
        tier_next_progress: '72.5',
        total_usd: 12843.55,
        is_sub_account: '0',
        white_list_show: 1,
        safe_level: '1',
        user_avatar: 'javascript:alert(1)',
      },
    });
    expect(user).toMatchObject({
      uid: '10000123',
      isLogin: true,
      tier_level: 3,
      tier_next_progress: 72.5,
      total_usd: '12843.55',
      is_sub_account: false,
      white_list_show: true,
      safe_level: 1,
      user_avatar: '',
    });
  });

  it('falls back to the visitor for a failed answer', () => {
    expect(parseUserInfoResponse({ code: 401, data: null })).toEqual(visitorUserInfo());
  });
});
