import { parseUserInfoResponse } from '@site-chrome/data/testing';
import { handleMockRequest } from './handle-mock-request';
import type { MockRequest } from './mock-types';

const subAccountsPath = '/api/web/v1/usercenter/subAccounts';
const switchPath = '/api/web/v1/usercenter/switchAccount';

const listFor = (cookies: MockRequest['cookies']) =>
  handleMockRequest({ method: 'GET', path: subAccountsPath, cookies }).body;
const switchTo = (uid: string, cookies: MockRequest['cookies']) =>
  handleMockRequest({ method: 'POST', path: switchPath, cookies, form: { uid } });
const whoIs = (cookies: MockRequest['cookies']) =>
  parseUserInfoResponse(
    handleMockRequest({ method: 'GET', path: '/api/web/v1/usercenter/userInfo', cookies }).body,
  );

describe('the sub-account list (GET /api/web/v1/usercenter/subAccounts)', () => {
  it("answers the regular user's main account, in use, and its sub-account", () => {
    expect(listFor({ demo_login: '1' })).toEqual({
      code: 0,
      data: {
        list: [
          {
            uid: '10000123',
            nickname: 'satoshi_fan',
            user_nick: 'Satoshi Fan',
            is_sub_account: false,
            is_current: true,
          },
          {
            uid: '10000789',
            nickname: 'desk_sub_1',
            user_nick: 'Desk Sub 1',
            is_sub_account: true,
            is_current: false,
          },
        ],
      },
    });
  });

  it('answers the VIP itself alone, and a visitor nothing', () => {
    expect(listFor({ demo_login: 'vip' })).toMatchObject({
      data: { list: [{ uid: '10000456', is_current: true }] },
    });
    expect(listFor({})).toEqual({ code: 0, data: { list: [] } });
  });

  it('marks the account switched to as the one in use', () => {
    const list = listFor({ demo_login: '1', demo_account: '10000789' }) as {
      data: { list: { uid: string; is_current: boolean }[] };
    };
    expect(list.data.list.filter((account) => account.is_current).map((account) => account.uid)).toEqual([
      '10000789',
    ]);
  });
});

describe('the switch (POST /api/web/v1/usercenter/switchAccount, form field uid)', () => {
  it('keeps the chosen linked account in the demo_account cookie, and every later answer is that account', () => {
    const answer = switchTo('10000789', { demo_login: '1' });

    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { uid: '10000789' } } });
    expect(answer.headers?.['Set-Cookie']).toBe('demo_account=10000789; Path=/; SameSite=Lax');
    expect(whoIs({ demo_login: '1', demo_account: '10000789' })).toMatchObject({
      uid: '10000789',
      user_nick: 'Desk Sub 1',
      is_sub_account: true,
    });
  });

  it('turns down an account that is not linked, and a visitor, without setting the cookie', () => {
    for (const [uid, cookies] of [
      ['10000456', { demo_login: '1' }],
      ['999', { demo_login: '1' }],
      ['10000789', {}],
    ] as const) {
      const answer = switchTo(uid, cookies);
      expect(answer).toMatchObject({ status: 200, body: { code: 1001, data: null } });
      expect(answer.headers).toBeUndefined();
    }
  });

  it('ignores a demo_account cookie that names an account not linked to the one signed in', () => {
    expect(whoIs({ demo_login: 'vip', demo_account: '10000789' }).uid).toBe('10000456');
    expect(whoIs({ demo_login: '0', demo_account: '10000789' }).isLogin).toBe(false);
  });

  it('answers the fault switch like any other call', () => {
    expect(handleMockRequest({ method: 'GET', path: `${subAccountsPath}?__fault=error` }).status).toBe(500);
    expect(
      handleMockRequest({ method: 'POST', path: `${switchPath}?__fault=malformed`, form: { uid: '1' } }).body,
    ).toMatchObject({ data: expect.stringMatching(/^malformed/) });
  });
});
