import { parseCommonDataResponse } from '@site-chrome/data/testing';
import { parseSpotMarketsResponse } from '@site-chrome/data/testing';
import { parseFooterMenuResponse } from '@site-chrome/data/testing';
import { parseNotificationsResponse } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';
import { parseUserInfoResponse, visitorUserInfo } from '@site-chrome/data/testing';
import { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from '@site-chrome/data/testing';
import { parseKycStatusResponse, unknownKycStatus } from '@site-chrome/data/testing';
import { parseUserTierResponse, unknownUserTier } from '@site-chrome/data/testing';
import { headerMenuMalformedEntryCount } from '../testing/fixtures';
import { handleMockRequest, isMockApiPath } from './handle-mock-request';
import type { MockRequest } from './mock-types';
import { dataRoutes } from './route-expectations';
import { mockRoutes } from './routes';

const get = (path: string, extra: Partial<MockRequest> = {}) =>
  handleMockRequest({ method: 'GET', path, ...extra });
const asVip = { cookies: { demo_login: 'vip' } };

describe('the route table', () => {
  it('covers every call of the header spec and every path of the ARCHITECTURE table', () => {
    expect(Object.keys(mockRoutes).sort()).toEqual(
      [
        ...dataRoutes.map((row) => row.path),
        '/api/web/v1/site/headerMenuListV2',
        // Ours: the remote menu config, whose path the spec does not show.
        '/api/web/v1/site/menuConfig',
        '/api/web/v1/usercenter/logout',
        '/api/web/v1/usercenter/logoutAll',
        '/logout',
        // Ours: the switch-account script's calls (tested in switch-account-routes.test.ts).
        '/api/web/v1/usercenter/subAccounts',
        '/api/web/v1/usercenter/switchAccount',
      ].sort(),
    );
  });
});

describe('given no fault', () => {
  it.each(dataRoutes)('$path answers in its envelope and parses without a single skipped item', (row) => {
    const warn = jest.spyOn(console, 'warn');
    const answer = get(row.path, { query: row.query, ...asVip });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: row.path === '/apiw/v2/market/futures' ? 200 : 0 });
    expect(row.parse(answer.body)).not.toEqual(row.nothing);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the header menu with both platforms; only the deliberate entries are skipped', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = get('/api/web/v1/site/headerMenuListV2', { query: { lang: 'en', platform: 'web' } });
    expect(parseMenu(answer.body, { placement: 'web', complianceMenuList: [] }).length).toBeGreaterThan(5);
    expect(warn).toHaveBeenCalledTimes(headerMenuMalformedEntryCount);
  });
});

describe('login personas (cookie demo_login)', () => {
  const user = (cookie?: string) =>
    parseUserInfoResponse(
      get('/api/web/v1/usercenter/userInfo', { cookies: cookie === undefined ? {} : { demo_login: cookie } })
        .body,
    );

  it('treats no cookie, 0 and unknown values as the visitor, with no user data', () => {
    for (const cookie of [undefined, '0', 'admin']) expect(user(cookie)).toEqual(visitorUserInfo());
    expect(get('/api/web/v1/usercenter/userInfo').body).toEqual({ code: 0, data: { isLogin: false } });
  });

  it('answers 1 as a user, vip with a tier and sub as a sub-account', () => {
    expect(user('1')).toMatchObject({ isLogin: true, tier_level: 0, is_sub_account: false });
    expect(user('vip').tier_level).toBeGreaterThan(0);
    expect(user('sub')).toMatchObject({ isLogin: true, is_sub_account: true });
  });

  it('gives the visitor no notices and an array (empty) cross-margin answer', () => {
    const notices = get('/apiw/v2/herald/get_notice_record', { query: { type: 'platform' } });
    expect(parseNotificationsResponse(notices.body)).toEqual([]);
    expect(get('/apiweb/v1/spot/cross_margin/info').body).toEqual({ code: 0, data: [] });
  });

  it('gives the sub-account no cross-margin account: an array, which the client reads as empty', () => {
    const answer = get('/apiweb/v1/spot/cross_margin/info', { cookies: { demo_login: 'sub' } });
    expect(answer.body).toEqual({ code: 0, data: [] });
    expect(parseCrossMarginInfoResponse(answer.body)).toEqual(emptyCrossMarginInfo());
  });

  it('answers each persona its KYC status, and the tier lookup the limits of the level asked for', () => {
    const kyc = (cookie: string) =>
      parseKycStatusResponse(
        get('/api/web/v1/usercenter/kycStatus', { cookies: { demo_login: cookie } }).body,
      );
    expect(kyc('1')).toEqual({ status: 'verified', level: 1 });
    expect(kyc('vip')).toEqual({ status: 'verified', level: 3 });
    expect(kyc('sub')).toEqual({ status: 'pending', level: 0 });
    expect(kyc('0')).toEqual(unknownKycStatus());

    const tier = (level: string) =>
      parseUserTierResponse(get('/api/web/v1/usercenter/userTier', { query: { kyc_level: level } }).body);
    expect(tier('0')).toEqual({ withdraw_limit_24h: '0', limit_currency: 'USDT' });
    expect(tier('3')).toEqual({ withdraw_limit_24h: '8000000', limit_currency: 'USDT' });
    expect(tier('9')).toEqual(unknownUserTier());
  });

  it('reports the login state in common data', () => {
    const commonData = (cookie: string) =>
      parseCommonDataResponse(get('/api/web/v1/site/commonData', { cookies: { demo_login: cookie } }).body);
    expect(commonData('0').is_login).toBe(false);
    expect(commonData('1').is_login).toBe(true);
  });
});

describe('query handling', () => {
  it('pages notices by page and size, per tab', () => {
    const page = (query: Record<string, string>) =>
      parseNotificationsResponse(get('/apiw/v2/herald/get_notice_record', { query, ...asVip }).body);
    expect(page({ type: 'markets', page: '1', size: '10' })).toHaveLength(10);
    expect(page({ type: 'markets', page: '2', size: '10' })).toHaveLength(4);
    expect(page({ type: 'markets' }).every((notice) => notice.type === 'markets')).toBe(true);
    expect(page({ type: 'unknown' })).toEqual([]);
  });

  it('answers the footer of the asked sub-site, and the main one for an unknown id', () => {
    const footerLinks = (id: string) =>
      JSON.stringify(
        parseFooterMenuResponse(get('/api/web/v1/site/footerMenu', { query: { sub_website_id: id } }).body),
      );
    // The sub-site's own legal pages (the regional paths of footer spec §2 are the footer's rules).
    expect(footerLinks('106')).toContain('/legal/mica-whitepaper');
    expect(footerLinks('181')).toContain('/legal/vara-disclosure');
    expect(footerLinks('0')).not.toContain('/legal/vara-disclosure');
    expect(footerLinks('999')).toBe(footerLinks('0'));
  });

  it('reads a query string left on the path and ignores a trailing slash', () => {
    const answer = get('/apiw/v2/herald/get_notice_record/?type=trade&size=3', asVip);
    expect(parseNotificationsResponse(answer.body)).toHaveLength(3);
  });

  it('sets sub-site and language prefix in common data from the query', () => {
    const data = parseCommonDataResponse(
      get('/api/web/v1/site/commonData', { query: { sub_website_id: '177', lang: 'en' } }).body,
    );
    // English adds no language segment on any sub-site (header spec section 2).
    expect(data).toMatchObject({ sub_website_id: 177, lang_prefix: '' });
  });
});

describe('other answers', () => {
  it('answers an unknown path with a 404 JSON body', () => {
    const answer = get('/apiw/v2/does/not/exist');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404 });
  });

  it('answers a wrong method with 405', () => {
    expect(get('/api/web/v1/usercenter/logout').status).toBe(405);
    expect(handleMockRequest({ method: 'POST', path: '/apiw/v2/market/spots' }).status).toBe(405);
  });

  it.each([
    ['POST', '/api/web/v1/usercenter/logout'],
    ['POST', '/api/web/v1/usercenter/logoutAll'],
  ])('%s %s logs the demo user out', (method, path) => {
    const answer = handleMockRequest({ method, path, cookies: { demo_login: '1' } });
    expect(answer).toMatchObject({ status: 200, body: { code: 0, data: {} } });
    expect(answer.headers?.['Set-Cookie']).toMatch(/^demo_login=0;/);
  });

  it('GET /logout logs the demo user out as a real site does: a redirect to the login page', () => {
    const answer = handleMockRequest({ method: 'GET', path: '/logout', cookies: { demo_login: '1' } });
    expect(answer.status).toBe(302);
    expect(answer.headers).toMatchObject({ Location: '/login' });
    expect(answer.headers?.['Set-Cookie']).toMatch(/^demo_login=0;/);
  });
});

describe('isMockApiPath', () => {
  it('claims the API prefixes and /logout only', () => {
    expect(
      ['/apiw/v2/x', '/api/web/v1/x', '/apiweb/v1/x', '/logout', '/logout?x=1'].every(isMockApiPath),
    ).toBe(true);
    expect(['/', '/trade/BTC_USDT', '/apiwx/1', '/static/api/x', '/logout/extra'].some(isMockApiPath)).toBe(
      false,
    );
  });
});

describe("the demo's markets=<n> (cookie demo_markets)", () => {
  const spots = (cookies?: Record<string, string>) =>
    parseSpotMarketsResponse(get('/apiw/v2/market/spots', cookies ? { cookies } : {}).body);

  it('answers exactly n spot markets, unique, named and categorised, up to 10,000', () => {
    const markets = spots({ demo_markets: '10000' });
    expect(markets).toHaveLength(10_000);
    expect(new Set(markets.map((market) => market.pair)).size).toBe(10_000);
    expect(markets.every((market) => market.name !== '' && market.categories.length > 0)).toBe(true);
    expect(new Set(markets.map((market) => market.curr_b))).toEqual(new Set(['usdt', 'usdc', 'btc', 'eth']));
    expect(markets[0]).toMatchObject({ pair: 'btc_usdt', name: 'Bitcoin' });
    expect(spots({ demo_markets: '25' })).toHaveLength(25);
  });

  it('keeps the fixtures\u2019 own list for a missing or nonsense count', () => {
    const own = spots().length;
    for (const value of ['0', '-3', '10001', 'lots', '2.5'])
      expect(spots({ demo_markets: value })).toHaveLength(own);
  });
});
