import { chromeQueryKeys, createChromeQueryClient } from '@site-chrome/runtime';
import {
  expectConsoleErrors,
  mockServer,
  requestsTo,
  setMockFault,
  setUpMockApi,
} from '@site-chrome/dev/testing';
import { http, HttpResponse } from 'msw';
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

describe("GET /logout, the site's own logout, answered as a real server may (docs/decisions/logout.md)", () => {
  const answerSiteLogout = (answer: () => Response) => mockServer.use(http.get('*/logout', answer));

  it.each([
    [
      'an HTML page (200)',
      () =>
        new HttpResponse('<!doctype html><p>Logged out</p>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['the JSON envelope (200)', () => HttpResponse.json({ code: 0, data: {} })],
    ['an empty 204', () => new HttpResponse(null, { status: 204 })],
    [
      'a 302 to the login page, not followed',
      () => new HttpResponse('', { status: 302, headers: { Location: '/login' } }),
    ],
  ])('is confirmed by %s', async (_shape, answer) => {
    answerSiteLogout(answer);

    expect(await logOut('this-device', clientWithAccountData())).toEqual({
      serverConfirmed: true,
      errors: [],
    });
    // A redirect is not followed: the login page is the header's to go to (or the host's), not a call's.
    expect(requestsTo('/login')).toHaveLength(0);
  });

  it.each([
    ['a 401', 401],
    ['a 404', 404],
    ['a 500', 500],
    ['a 503', 503],
  ])('is not confirmed by %s, which is logged', async (_shape, status) => {
    const errors = expectConsoleErrors();
    answerSiteLogout(
      () => new HttpResponse('<p>Sorry</p>', { status, headers: { 'Content-Type': 'text/html' } }),
    );

    const outcome = await logOut('this-device', clientWithAccountData());

    expect(outcome.serverConfirmed).toBe(false);
    expect(outcome.errors).toEqual([expect.objectContaining({ path: siteLogoutPath, status })]);
    expect(errors.mock.calls).toEqual([[`[api] GET /logout failed: HTTP ${status}`]]);
  });

  it('is not confirmed when the network fails', async () => {
    const errors = expectConsoleErrors();
    answerSiteLogout(() => HttpResponse.error());

    const outcome = await logOut('this-device', clientWithAccountData());

    expect(outcome.serverConfirmed).toBe(false);
    expect(outcome.errors).toEqual([expect.objectContaining({ path: siteLogoutPath, reason: 'network' })]);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
