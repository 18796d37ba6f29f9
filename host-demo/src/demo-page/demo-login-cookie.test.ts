import { demoUser } from '@site-chrome/dev/demo';
import { getFixtures } from '@site-chrome/dev/testing';
import { handleMockRequest } from '@site-chrome/dev/mock-api';
import { parseUserInfoResponse } from '@site-chrome/data/testing';
import { demoLoginCookieValue } from './demo-login-cookie';

describe('demoLoginCookieValue', () => {
  it('given a visitor, answers as visitor (0), whatever the tier or sub-account flag', () => {
    expect(demoLoginCookieValue({ login: false, subAccount: false, tier: 0 })).toBe('0');
    expect(demoLoginCookieValue({ login: false, subAccount: true, tier: 5 })).toBe('0');
  });

  it('given a logged-in user without a tier, answers as user (1)', () => {
    expect(demoLoginCookieValue({ login: true, subAccount: false, tier: 0 })).toBe('1');
  });

  it('given a logged-in VIP, answers as vip', () => {
    expect(demoLoginCookieValue({ login: true, subAccount: false, tier: 3 })).toBe('vip');
  });

  it('given a logged-in sub-account, answers as sub even with a tier', () => {
    expect(demoLoginCookieValue({ login: true, subAccount: true, tier: 3 })).toBe('sub');
  });
});

describe('the user the demo page passes', () => {
  const personaOf = { '1': 'user', vip: 'vip', sub: 'sub' } as const;

  it.each([
    { subAccount: false, tier: 0 },
    { subAccount: false, tier: 3 },
    { subAccount: true, tier: 0 },
    { subAccount: true, tier: 3 },
  ])('is the one the mock API answers as (sub-account $subAccount, tier $tier)', (settings) => {
    const persona = personaOf[demoLoginCookieValue({ login: true, ...settings }) as keyof typeof personaOf];
    const answered = getFixtures().personas[persona].userInfo;
    // So the Account button's initial and the account card name the same person.
    expect(demoUser(settings)).toEqual({
      uid: answered.uid,
      nickname: answered.nickname,
      tier: settings.tier,
      isSubAccount: settings.subAccount,
    });
  });
});

describe('the user the demo page passes after a switch of account', () => {
  it('is the linked account the mock API answers as, read back from its cookie', () => {
    const answer = handleMockRequest({
      method: 'GET',
      path: '/api/web/v1/usercenter/userInfo',
      cookies: {
        demo_login: demoLoginCookieValue({ login: true, subAccount: false, tier: 0 }),
        demo_account: '10000789',
      },
    });
    const answered = parseUserInfoResponse(answer.body);

    expect(demoUser({ subAccount: false, tier: 0, switchedAccount: '10000789' })).toEqual({
      uid: answered.uid,
      nickname: answered.nickname,
      tier: answered.tier_level,
      isSubAccount: answered.is_sub_account,
    });
  });
});
