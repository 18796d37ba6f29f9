import { chromeQueryKeys, createChromeQueryClient } from '@site-chrome/runtime';
import { expectConsoleErrors, requestsTo, setMockFault, setUpMockApi } from '@site-chrome/dev/testing';
import { logOut, logoutAllPath, logoutPath, siteLogoutPath } from './logout';

setUpMockApi();

function clientWithAccountData() {
  const client = createChromeQueryClient();
  client.setQueryData(chromeQueryKeys.userInfo(), { uid: '1' });
  client.setQueryData(chromeQueryKeys.notices({ tab: 'platform', language: 'en' }), []);
  client.setQueryData(chromeQueryKeys.commonData({ language: 'en', subWebsiteId: 0 }), {
    kept: true,
    is_login: true,
  });
  return client;
}

describe('logOut', () => {
  it('this device: one form-encoded POST, then GET /logout; the account queries go, common data says signed out', async () => {
    const client = clientWithAccountData();

    const outcome = await logOut('this-device', client);

    expect(outcome).toEqual({ serverConfirmed: true, errors: [] });
    expect(requestsTo(logoutPath)).toHaveLength(1);
    expect(requestsTo(siteLogoutPath)).toHaveLength(1);
    expect(requestsTo(logoutAllPath)).toHaveLength(0);
    expect(client.getQueryData(chromeQueryKeys.userInfo())).toBeUndefined();
    expect(client.getQueryData(chromeQueryKeys.notices({ tab: 'platform', language: 'en' }))).toBeUndefined();
    // The login block reads `is_login` in dynamic mode: a stale true would keep Log In hidden.
    expect(client.getQueryData(chromeQueryKeys.commonData({ language: 'en', subWebsiteId: 0 }))).toEqual({
      kept: true,
      is_login: false,
    });
  });

  it('all devices: ends every session, then logs out here', async () => {
    await logOut('all-devices', clientWithAccountData());

    expect(requestsTo(logoutAllPath)).toHaveLength(1);
    expect(requestsTo(logoutPath)).toHaveLength(1);
    expect(requestsTo(siteLogoutPath)).toHaveLength(1);
  });

  it('when the server fails, still forgets the user here and reports what failed', async () => {
    const errors = expectConsoleErrors();
    setMockFault('error');
    document.cookie = 'pver=1; path=/';
    document.cookie = 'sign=2; path=/';
    const client = clientWithAccountData();

    const outcome = await logOut('all-devices', client);

    expect(outcome.serverConfirmed).toBe(false);
    expect(outcome.errors.map((error) => error.path)).toEqual([logoutAllPath, logoutPath, siteLogoutPath]);
    expect(errors).toHaveBeenCalledTimes(3);
    expect(document.cookie).not.toMatch(/pver=|sign=/);
    expect(client.getQueryData(chromeQueryKeys.userInfo())).toBeUndefined();
  });
});
