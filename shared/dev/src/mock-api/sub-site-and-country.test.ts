import { setupServer } from 'msw/node';
import { parseAnnouncementsResponse } from '@site-chrome/data/testing';
import { parseCommonDataResponse } from '@site-chrome/data/testing';
import { parseComplianceResponse } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';
import { buildRequestHeaders } from '@site-chrome/runtime/testing';
import { findSite, siteKeys, type SiteKey } from '@site-chrome/rules/sites';
import { complianceFor, fixtureSubSites, getFixtures, subSiteMenuItemCode } from '../testing/fixtures';
import { handleMockRequest } from './handle-mock-request';
import type { MockRequest } from './mock-types';
import { mockApiHandlers } from './msw-handlers';
import { olderMenuConfig } from './older-menu-config';

const paths = {
  compliance: '/api/web/v1/compliance/check',
  announcements: '/api/web/v1/site/fullsiteBulletin',
  menuConfig: '/api/web/v1/site/menuConfig',
  commonData: '/api/web/v1/site/commonData',
};

const get = (path: string, extra: Partial<MockRequest> = {}) =>
  handleMockRequest({ method: 'GET', path, ...extra });

const compliance = (extra: Partial<MockRequest> = {}) =>
  parseComplianceResponse(get(paths.compliance, extra).body);
const announcements = (extra: Partial<MockRequest> = {}) =>
  parseAnnouncementsResponse(get(paths.announcements, extra).body);
const menuConfigTitles = (extra: Partial<MockRequest> = {}) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const menu = parseMenu(get(paths.menuConfig, extra).body, { placement: 'web', complianceMenuList: [] });
  warn.mockRestore();
  return menu.map((item) => item.title);
};
const landingCountry = (extra: Partial<MockRequest> = {}) =>
  parseCommonDataResponse(get(paths.commonData, extra).body).userLandingPageCountry;

/** What the site's API client sends with every call: its app type code (and language). */
const appTypeOf = (site: SiteKey) => ({ 'X-Gate-AppType': String(findSite(site)?.appType) });
const siteQuery = (site: SiteKey) => ({ sub_website_id: String(fixtureSubSites[site]) });
const fromCountry = (country: string) => ({ 'X-Visitor-Country': country });

describe('the sub-site a call asks for', () => {
  it('answers the main site as it always did when the call names no other', () => {
    const fixtures = getFixtures();
    expect(compliance()).toEqual(fixtures.compliance);
    expect(get(paths.announcements).body).toEqual({ code: 0, data: fixtures.announcements });
    // The older menu system's: the server menu without its image items, nothing added.
    const menuConfig = { code: 0, data: { list: olderMenuConfig(fixtures.headerMenu) } };
    expect(get(paths.menuConfig).body).toEqual(menuConfig);
    expect(get(paths.menuConfig, { headers: appTypeOf('main') }).body).toEqual(menuConfig);
  });

  it('gives two sub-sites, told apart by X-Gate-AppType, their own compliance, announcements and menu config', () => {
    const eu = { headers: appTypeOf('eu') };
    const turkey = { headers: appTypeOf('tr') };
    expect(compliance(eu)).toEqual(complianceFor('eu'));
    expect(compliance(turkey)).toEqual(complianceFor('tr'));
    expect(compliance(eu)).not.toEqual(compliance(turkey));

    expect(announcements(eu).index?.content).toMatch(/^EU \(Malta\): Scheduled system upgrade/);
    expect(announcements(turkey).index?.content).toMatch(/^Turkey: Scheduled system upgrade/);
    expect(announcements(turkey).wallet?.content).toMatch(/^Turkey: USDT withdrawals/);

    expect(menuConfigTitles(eu)).toContain('EU (Malta)');
    expect(menuConfigTitles(eu)).not.toContain('Turkey');
    expect(menuConfigTitles(turkey)).toContain('Turkey');
  });

  it.each(siteKeys.filter((site) => site !== 'main'))(
    'names %s, by its sub_website_id, in its announcements and its menu config',
    (site) => {
      const label = findSite(site)?.displayName ?? '';
      const asked = { query: siteQuery(site) };
      expect(compliance(asked)).toEqual(complianceFor(site));
      expect(announcements(asked).index?.content.startsWith(`${label}: `)).toBe(true);
      expect(menuConfigTitles(asked).at(-1)).toBe(label);
    },
  );

  it('keeps the announcement ids and links on every sub-site, so a closed one stays closed', () => {
    const main = announcements();
    const hongKong = announcements({ query: siteQuery('hk') });
    expect(hongKong.index).toMatchObject({ content_id: main.index?.content_id, link: main.index?.link });
    expect(hongKong.wallet).toMatchObject({ content_id: main.wallet?.content_id, link: main.wallet?.link });
  });

  it('writes a sub-site’s announcements in the reader’s language, after its name', () => {
    const german = announcements({ headers: { ...appTypeOf('tr'), 'X-Gate-AppLang': 'de' } });
    expect(german.index?.content).toMatch(/^Turkey: Geplantes System-Upgrade/);
  });

  it('lets sub_website_id, which names all 11, win over the app type code 0 that nine share', () => {
    const hongKong = { query: siteQuery('hk'), headers: appTypeOf('hk') };
    expect(compliance(hongKong)).toEqual(complianceFor('hk'));
    expect(compliance({ headers: appTypeOf('hk') })).toEqual(complianceFor('main'));
  });

  it('answers the main site for an unknown id or code', () => {
    expect(compliance({ query: { sub_website_id: '999' } })).toEqual(complianceFor('main'));
    expect(compliance({ headers: { 'X-Gate-AppType': '7' } })).toEqual(complianceFor('main'));
    expect(compliance({ headers: { 'X-Gate-AppType': 'eu' } })).toEqual(complianceFor('main'));
  });

  it('gives the item naming the sub-site its own code, for both placements', () => {
    const list = (get(paths.menuConfig, { query: siteQuery('jp') }).body as { data: { list: unknown[] } })
      .data.list;
    expect(list.at(-1)).toMatchObject({ code: subSiteMenuItemCode, title: 'Japan', platform_type: 1 });
  });
});

describe('the visitor’s country', () => {
  it('gives two countries different compliance answers on one sub-site', () => {
    const american = compliance({ headers: fromCountry('US') });
    const german = compliance({ headers: fromCountry('DE') });
    expect(american).toEqual(complianceFor('main', 'US'));
    expect(german).toEqual(complianceFor('main', 'DE'));
    expect(american.menu_list).toContain('launchpad');
    expect(german.menu_list).toEqual(expect.arrayContaining(['nft', 'referral_bonus']));
    expect(american).not.toEqual(german);
  });

  it('combines the country with the sub-site', () => {
    const headers = { ...appTypeOf('eu'), ...fromCountry('US') };
    expect(compliance({ headers })).toEqual(complianceFor('eu', 'US'));
  });

  it('takes the X-Visitor-Country header over the demo_country cookie', () => {
    const call = { headers: fromCountry('DE'), cookies: { demo_country: 'US' } };
    expect(compliance(call)).toEqual(complianceFor('main', 'DE'));
    expect(landingCountry(call)).toBe('DE');
  });

  it.each(['XX', 'us', 'USA', '', 'U1'])(
    'reads the header %p as the unknown country: the most restrictive answer, no landing country',
    (value) => {
      const call = { headers: fromCountry(value), cookies: { demo_country: 'FR' } };
      expect(compliance(call)).toEqual(complianceFor('main', 'XX'));
      expect(landingCountry(call)).toBe('');
    },
  );

  it('without the header, answers the demo_country cookie’s country', () => {
    const call = { cookies: { demo_country: 'us' } };
    expect(compliance(call)).toEqual(complianceFor('main', 'US'));
    expect(landingCountry(call)).toBe('US');
  });

  it('without header or cookie, answers as before countries: the sub-site’s own answer', () => {
    expect(compliance()).toEqual(getFixtures().compliance);
    expect(compliance({ cookies: { demo_country: 'nowhere' } })).toEqual(getFixtures().compliance);
    expect(landingCountry()).toBe('');
  });

  it('answers a country without a row of its own the sub-site’s answer, and names it in common data', () => {
    const call = { headers: { ...appTypeOf('tr'), ...fromCountry('BR') }, query: siteQuery('tr') };
    expect(compliance(call)).toEqual(complianceFor('tr'));
    expect(landingCountry(call)).toBe('BR');
  });
});

describe('through msw, with the headers the API client builds', () => {
  const server = setupServer(...mockApiHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  // A fragment server's call: its own API origin, the render's app type, the visitor's country as an extra header.
  const clientHeaders = (site: SiteKey, country: string) =>
    buildRequestHeaders({
      method: 'GET',
      language: 'en',
      appType: findSite(site)?.appType ?? 0,
      toOwnOrigin: true,
      csrfToken: undefined,
      extraHeaders: fromCountry(country),
    });

  it('answers a fragment server asking for the EU and for Turkey, from the US and from Germany', async () => {
    const ask = async (site: SiteKey, country: string) =>
      parseComplianceResponse(
        await (
          await globalThis.fetch(`https://api.fragment-server.test${paths.compliance}`, {
            headers: clientHeaders(site, country),
          })
        ).json(),
      );
    expect(await ask('eu', 'US')).toEqual(complianceFor('eu', 'US'));
    expect(await ask('tr', 'DE')).toEqual(complianceFor('tr', 'DE'));
  });
});
