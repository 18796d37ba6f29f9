import {
  announcementsForSubSite,
  buildCommonData,
  complianceFor,
  fixtureSubSites,
  fixtureUserTiers,
  getSpotRowsForCount,
  linkedAccountsOf,
  menuConfigForSubSite,
  unknownVisitorCountry,
} from '../testing/fixtures';
import type { Fixtures, NoticeTab } from '../testing/fixtures';
import type { SiteKey } from '@site-chrome/rules/sites';
import {
  localisedAnnouncements,
  localisedFooterMenu,
  localisedHeaderMenu,
  localisedMenuTabs,
  localisedNotices,
} from '../testing/fixtures/localised/localise-payloads';
import type { FixtureLanguage } from '../testing/fixtures/localised';
import { loginCookieName } from './request-context';
import { switchedAccountCookieName } from './cookie-names';
import { olderMenuConfig } from './older-menu-config';
import type { MockPersona } from './request-context';

type RouteContext = {
  query: Readonly<Record<string, string | undefined>>;
  /** The form fields of a POST; empty for a GET. */
  form: Readonly<Record<string, string | undefined>>;
  persona: MockPersona;
  /** The sub-site asked for (`sub_website_id` query, else `X-Gate-AppType` when it names one); else main. */
  site: SiteKey;
  /**
   * The visitor's country (`X-Visitor-Country`, else the demo's `demo_country` cookie): two upper-case letters,
   * `XX` when the header names none; undefined when nobody named one (the caller's own address decides).
   */
  visitorCountry: string | undefined;
  /** From the demo's `markets` parameter: how many spot markets to answer; undefined for the fixtures' own. */
  marketCount?: number;
  /**
   * The reader's language (`lang`, else `X-Gate-AppLang`): menus, footer, notices, market tabs,
   * announcements and the chat room answer in it.
   */
  language: FixtureLanguage;
  fixtures: Fixtures;
};

export type MockRoute = {
  method: 'GET' | 'POST';
  /** Envelope code of a successful answer: 0, except the futures market call (200). */
  successCode: number;
  /** The `data` of the normal answer. */
  data(context: RouteContext): unknown;
  /** The `data` of the `empty` fault: nothing, in the shape the normal answer has. */
  emptyData(): unknown;
  /** Headers of the normal and `empty` answers, fixed or from the request. Default none. */
  headers?: Record<string, string> | ((context: RouteContext) => Record<string, string>);
  /** HTTP status of the normal and `empty` answers. Default 200. */
  status?: number;
  /**
   * Why the server turns this request down, if it does: answered HTTP 200 with the envelope
   * `{ code: 1001, message, data: null }`, as the exchange refuses a request it understood. Default never.
   */
  refuse?(context: RouteContext): string | undefined;
};

const noticeTabs: readonly NoticeTab[] = ['platform', 'trade', 'markets'];

function integerQuery(query: RouteContext['query'], name: string, fallback: number, maximum: number): number {
  const value = Number(query[name]);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, maximum) : fallback;
}

function page<Item>(
  items: readonly Item[],
  query: RouteContext['query'],
  defaultSize: number,
  maximum: number,
) {
  const size = integerQuery(query, 'size', defaultSize, maximum);
  const pageNumber = integerQuery(query, 'page', 1, Number.MAX_SAFE_INTEGER);
  return items.slice((pageNumber - 1) * size, pageNumber * size);
}

const listRoute = (list: (context: RouteContext) => readonly unknown[], successCode = 0): MockRoute => ({
  method: 'GET',
  successCode,
  data: (context) => ({ list: list(context) }),
  emptyData: () => ({ list: [] }),
});

const objectRoute = (data: (context: RouteContext) => unknown): MockRoute => ({
  method: 'GET',
  successCode: 0,
  data,
  emptyData: () => ({}),
});

// Logging out in the demo means becoming the visitor again.
const logoutRoute = (method: 'GET' | 'POST'): MockRoute => ({
  method,
  successCode: 0,
  data: () => ({}),
  emptyData: () => ({}),
  headers: { 'Set-Cookie': `${loginCookieName}=0; Path=/; SameSite=Lax` },
});

/**
 * The site's own `GET /logout` answers as a real site's does: a redirect to the login page, not the API's
 * envelope, so the demo shows the header reading it as a page (docs/decisions/logout.md).
 */
const siteLogoutRoute: MockRoute = {
  ...logoutRoute('GET'),
  status: 302,
  headers: { 'Set-Cookie': `${loginCookieName}=0; Path=/; SameSite=Lax`, Location: '/login' },
};

/** The envelope code of a request the mock turns down (`MockRoute.refuse`). */
export const mockRefusalCode = 1001;

/**
 * Ours (the spec shows only that the switch-account script exists): the accounts the reader may switch
 * between, the one in use marked `is_current`. A visitor has none.
 */
const subAccountsRoute = listRoute(({ persona }) => (isVisitor(persona) ? [] : linkedAccountsOf(persona)));

/**
 * Ours: switches this browser to one of the reader's linked accounts (form field `uid`). The chosen account
 * is kept in the `demo_account` cookie, so every later answer (user info, account mode, ...) is that
 * account's, and the demo page passes it as the user after the reload.
 */
const switchAccountRoute: MockRoute = {
  method: 'POST',
  successCode: 0,
  data: ({ form }) => ({ uid: form.uid }),
  emptyData: () => ({}),
  headers: ({ form }) => ({
    'Set-Cookie': `${switchedAccountCookieName}=${encodeURIComponent(form.uid ?? '')}; Path=/; SameSite=Lax`,
  }),
  refuse: ({ form, persona }) => {
    if (isVisitor(persona)) return 'Log in to switch accounts';
    const linked = linkedAccountsOf(persona).some((account) => account.uid === form.uid);
    return linked ? undefined : 'That account is not linked to yours';
  },
};

/** Common data's landing country: the visitor's, '' when unknown. */
function landingCountryOf(visitorCountry: string | undefined): string {
  return visitorCountry === undefined || visitorCountry === unknownVisitorCountry ? '' : visitorCountry;
}

const isVisitor = (persona: MockPersona) => persona === 'visitor';

/** Every mocked path: header spec section 7 and the ARCHITECTURE "API paths" table. */
export const mockRoutes: Readonly<Record<string, MockRoute>> = {
  '/apiw/v2/herald/get_notice_record': listRoute(({ query, persona, language, fixtures }) => {
    const tab = noticeTabs.find((noticeTab) => noticeTab === query.type);
    return isVisitor(persona) || tab === undefined
      ? []
      : page(localisedNotices(fixtures.notices[tab], language), query, 10, 50);
  }),
  '/apiw/v2/market/futures': listRoute(({ fixtures }) => fixtures.perpetualContracts, 200),
  '/apiw/v2/market/spots': listRoute(({ marketCount, fixtures }) =>
    marketCount === undefined ? fixtures.spotRows : getSpotRowsForCount(marketCount, fixtures.nowSeconds),
  ),
  '/apiw/v2/pilot/markets': listRoute(({ fixtures }) => fixtures.pilotTokens),
  '/apiw/v2/market/alphas': listRoute(({ fixtures }) => fixtures.alphaTokens),
  '/apiw/v2/options/underlying': listRoute(({ query, fixtures }) =>
    (query.market ?? 'OPTIONS_CHAIN') === 'OPTIONS_CHAIN' ? fixtures.optionsUnderlyings : [],
  ),
  '/apiw/v2/delivery/usdt/contracts': listRoute(({ fixtures }) => fixtures.deliveryContracts),
  '/apiw/v2/pre-market/service/currencies/simple-info': {
    method: 'GET',
    successCode: 0,
    data: ({ query, fixtures }) => {
      const limit = integerQuery(query, 'limit', 100, 100);
      return {
        list: {
          premint: fixtures.preMarket.premint.slice(0, limit),
          pre_market: fixtures.preMarket.pre_market.slice(0, limit),
        },
      };
    },
    emptyData: () => ({ list: { premint: [], pre_market: [] } }),
  },
  '/apiw/v2/common/tabs': listRoute(({ language, fixtures }) =>
    localisedMenuTabs(fixtures.menuTabs, language),
  ),
  '/apiw/v2/unified/account_mode': objectRoute(
    ({ persona, fixtures }) => fixtures.personas[persona].accountMode,
  ),
  '/api/web/v1/c2c/buy_crypto_fiat_setting': {
    method: 'GET',
    successCode: 0,
    data: ({ fixtures }) => fixtures.fiatOptions,
    emptyData: () => [],
  },
  '/api/web/v1/site/currFiatMarketRates': objectRoute(({ fixtures }) => fixtures.fiatMarketRates),
  '/apiweb/v1/spot/cross_margin/info': objectRoute(
    ({ persona, fixtures }) => fixtures.personas[persona].crossMarginInfo,
  ),
  // A regional sub-site's announcements begin with its name, so a cache mixing sub-sites shows it.
  '/api/web/v1/site/fullsiteBulletin': objectRoute(({ site, language, fixtures }) =>
    announcementsForSubSite(localisedAnnouncements(fixtures.announcements, language), site),
  ),
  '/api/web/v1/usercenter/logout': logoutRoute('POST'),
  '/api/web/v1/usercenter/logoutAll': logoutRoute('POST'),
  '/logout': siteLogoutRoute,
  '/api/web/v1/usercenter/subAccounts': subAccountsRoute,
  '/api/web/v1/usercenter/switchAccount': switchAccountRoute,
  // Both platforms are answered whatever `platform` says: the client's parseMenu filters by placement.
  '/api/web/v1/site/headerMenuListV2': listRoute(({ language, fixtures }) =>
    localisedHeaderMenu(fixtures.headerMenu, language),
  ),
  // The remote menu config (the header's fallback fetch, the older menu system) answers the same menu
  // without the new system's image items; a regional sub-site's ends with an item named after it.
  '/api/web/v1/site/menuConfig': listRoute(({ site, language, fixtures }) =>
    menuConfigForSubSite(localisedHeaderMenu(olderMenuConfig(fixtures.headerMenu), language), site),
  ),
  '/api/web/v1/site/footerMenu': listRoute(({ site, language, fixtures }) =>
    localisedFooterMenu(fixtures.footerMenus[site], language),
  ),
  '/api/web/v1/site/commonData': objectRoute(({ query, site, persona, visitorCountry }) =>
    buildCommonData({
      subWebsiteId: fixtureSubSites[site],
      isLogin: !isVisitor(persona),
      language: query.lang ?? 'en',
      landingCountry: landingCountryOf(visitorCountry),
    }),
  ),
  // Ours (the spec does not show the path): the room for the language; visitors and sub-accounts read only.
  '/api/web/v1/chat/roomState': objectRoute(({ query, persona, language, fixtures }) => {
    const room = fixtures.chatRooms[language];
    return {
      room: { id: room.id, name: room.name, online_count: room.online_count },
      can_post: !isVisitor(persona) && persona !== 'sub' && query.is_sub_account !== '1',
      messages: room.messages,
    };
  }),
  // Per sub-site and per visitor country (README.md has the table): a cache mixing either shows it.
  '/api/web/v1/compliance/check': objectRoute(({ site, visitorCountry }) =>
    complianceFor(site, visitorCountry),
  ),
  '/api/web/v1/usercenter/userInfo': objectRoute(
    ({ persona, fixtures }) => fixtures.personas[persona].userInfo,
  ),
  // Ours (the spec does not show these paths): the user's verification, then what its level allows.
  '/api/web/v1/usercenter/kycStatus': objectRoute(
    ({ persona, fixtures }) => fixtures.personas[persona].kycStatus,
  ),
  '/api/web/v1/usercenter/userTier': objectRoute(
    ({ query }) => fixtureUserTiers[Number(query.kyc_level)] ?? {},
  ),
};
