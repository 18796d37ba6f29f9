/*
 * Test support, not shipped: each data route of the mock API with the client parser for its answer and what
 * that parser yields for "nothing". Shared by the route and fault-switch tests.
 */
import { defaultAccountMode, parseAccountModeResponse } from '@site-chrome/data/testing';
import {
  parseAlphaTokensResponse,
  parseDeliveryContractsResponse,
  parseFuturesContractsResponse,
  parseMenuTabsResponse,
  parseOptionsUnderlyingsResponse,
  parsePilotTokensResponse,
  parsePreMarketResponse,
  parseSpotMarketsResponse,
} from '@site-chrome/data/testing';
import { parseAnnouncementsResponse } from '@site-chrome/data/testing';
import { emptyChatRoomState, parseChatRoomStateResponse } from '@site-chrome/data/testing';
import { defaultCommonData, parseCommonDataResponse } from '@site-chrome/data/testing';
import { emptyCompliance, parseComplianceResponse } from '@site-chrome/data/testing';
import { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from '@site-chrome/data/testing';
import { parseFiatMarketRatesResponse } from '@site-chrome/data/testing';
import { defaultFiatOptions, parseFiatOptionsResponse } from '@site-chrome/data/testing';
import { parseFooterMenuResponse } from '@site-chrome/data/testing';
import { parseNotificationsResponse } from '@site-chrome/data/testing';
import { parseUserInfoResponse, visitorUserInfo } from '@site-chrome/data/testing';
import { parseKycStatusResponse, unknownKycStatus } from '@site-chrome/data/testing';
import { parseUserTierResponse, unknownUserTier } from '@site-chrome/data/testing';

export type RouteExpectation = {
  path: string;
  query?: Record<string, string>;
  parse: (body: unknown) => unknown;
  nothing: unknown;
};

// Each data route, the client parser for its answer, and what that parser yields for "nothing".
export const dataRoutes: RouteExpectation[] = [
  {
    path: '/apiw/v2/herald/get_notice_record',
    query: { type: 'trade', page: '1', size: '10' },
    parse: parseNotificationsResponse,
    nothing: [],
  },
  { path: '/apiw/v2/market/futures', parse: parseFuturesContractsResponse, nothing: { BTC: [], USDT: [] } },
  { path: '/apiw/v2/market/spots', parse: parseSpotMarketsResponse, nothing: [] },
  { path: '/apiw/v2/pilot/markets', parse: parsePilotTokensResponse, nothing: [] },
  { path: '/apiw/v2/market/alphas', parse: parseAlphaTokensResponse, nothing: [] },
  {
    path: '/apiw/v2/options/underlying',
    parse: (body) => parseOptionsUnderlyingsResponse(body),
    nothing: { OPTIONS_CHAIN: [] },
  },
  { path: '/apiw/v2/delivery/usdt/contracts', parse: parseDeliveryContractsResponse, nothing: [] },
  {
    path: '/apiw/v2/pre-market/service/currencies/simple-info',
    query: { limit: '100', page: '1' },
    parse: parsePreMarketResponse,
    nothing: { premint: [], pre_market: [] },
  },
  { path: '/apiw/v2/common/tabs', parse: parseMenuTabsResponse, nothing: [] },
  { path: '/apiw/v2/unified/account_mode', parse: parseAccountModeResponse, nothing: defaultAccountMode() },
  {
    path: '/api/web/v1/c2c/buy_crypto_fiat_setting',
    parse: parseFiatOptionsResponse,
    nothing: defaultFiatOptions(),
  },
  { path: '/api/web/v1/site/currFiatMarketRates', parse: parseFiatMarketRatesResponse, nothing: {} },
  {
    path: '/apiweb/v1/spot/cross_margin/info',
    parse: parseCrossMarginInfoResponse,
    nothing: emptyCrossMarginInfo(),
  },
  { path: '/api/web/v1/site/fullsiteBulletin', parse: parseAnnouncementsResponse, nothing: {} },
  {
    path: '/api/web/v1/site/footerMenu',
    query: { lang: 'en', sub_website_id: '0' },
    parse: parseFooterMenuResponse,
    nothing: [],
  },
  { path: '/api/web/v1/site/commonData', parse: parseCommonDataResponse, nothing: defaultCommonData() },
  { path: '/api/web/v1/compliance/check', parse: parseComplianceResponse, nothing: emptyCompliance() },
  { path: '/api/web/v1/chat/roomState', parse: parseChatRoomStateResponse, nothing: emptyChatRoomState() },
  { path: '/api/web/v1/usercenter/userInfo', parse: parseUserInfoResponse, nothing: visitorUserInfo() },
  { path: '/api/web/v1/usercenter/kycStatus', parse: parseKycStatusResponse, nothing: unknownKycStatus() },
  {
    path: '/api/web/v1/usercenter/userTier',
    query: { kyc_level: '2' },
    parse: parseUserTierResponse,
    nothing: unknownUserTier(),
  },
];
