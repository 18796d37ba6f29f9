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
