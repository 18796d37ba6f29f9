/*
 * Test support, not shipped: every endpoint the chrome reads, with the parse function its fetcher hands to
 * the API client (the same function, or the same call where the fetcher wraps it in a lambda) and the
 * mock API's normal answer for it, from the shared fixtures. The payload fuzz and the parse benchmark both
 * start from these.
 */
import { accountModePath, parseAccountModeResponse } from '@site-chrome/data/testing';
import { announcementsPath, parseAnnouncementsResponse } from '@site-chrome/data/testing';
import { chatRoomStatePath, parseChatRoomStateResponse } from '@site-chrome/data/testing';
import { commonDataPath, parseCommonDataResponse } from '@site-chrome/data/testing';
import { compliancePath, parseComplianceResponse } from '@site-chrome/data/testing';
import { crossMarginInfoPath, parseCrossMarginInfoResponse } from '@site-chrome/data/testing';
import { fiatMarketRatesPath, parseFiatMarketRatesResponse } from '@site-chrome/data/testing';
import { fiatOptionsPath, parseFiatOptionList } from '@site-chrome/data/testing';
import { footerMenuPath, parseFooterMenuResponse } from '@site-chrome/data/testing';
import { headerMenuPath } from '@site-chrome/data/testing';
import { parseMenu } from '@site-chrome/data/header-menu';
import {
  alphaTokensPath,
  deliveryContractsPath,
  futuresContractsPath,
  menuTabsPath,
  optionsUnderlyingsPath,
  pilotTokensPath,
  preMarketPath,
  spotMarketsPath,
  parseAlphaTokensResponse,
  parseDeliveryContractsResponse,
  parseFuturesContractsResponse,
  parseMenuTabsResponse,
  defaultOptionsMarket,
  parseOptionsUnderlyingsResponse,
  parsePilotTokensResponse,
  parsePreMarketResponse,
  parseSpotMarketsResponse,
} from '@site-chrome/data/testing';
import { noticesPath, parseNotificationsResponse } from '@site-chrome/data/testing';
import { remoteMenuConfigPath } from '@site-chrome/data/testing';
import { userInfoPath, parseUserInfoResponse } from '@site-chrome/data/testing';
import { kycStatusPath, parseKycStatusResponse } from '@site-chrome/data/testing';
import { parseUserTierResponse, userTierPath } from '@site-chrome/data/testing';
import { handleMockRequest } from '../../mock-api/handle-mock-request';
import { parseNonEmptyObject } from '@site-chrome/runtime/schemas';

export interface EndpointParser {
  /** e.g. 'footer menu'. */
  name: string;
  path: string;
  /** Other endpoints whose fetchers use the same parse function on the same answer. */
  samePathsAs?: readonly string[];
  /** What the mock API is asked, as the fetcher asks it. */
  query?: Record<string, string>;
  /** The parse function the fetcher gives the API client. */
  parse: (raw: unknown) => unknown;
}

const menuParser = (platform: 'web' | 'h5') => (raw: unknown) =>
  parseMenu(raw, { placement: platform, complianceMenuList: [] });

export const endpointParsers: readonly EndpointParser[] = [
  // The remote menu config answers the header menu's shape and is read by the same parser; the side
  // menu's (h5) reading differs only in the placement filter.
  {
    name: 'header menu and remote menu config',
    path: headerMenuPath,
    samePathsAs: [remoteMenuConfigPath],
    query: { lang: 'en' },
    parse: menuParser('web'),
  },
  {
    name: 'footer menu',
    path: footerMenuPath,
    query: { lang: 'en', sub_website_id: '182' },
    parse: parseFooterMenuResponse,
  },
  {
    name: 'common data',
    path: commonDataPath,
    query: { lang: 'en', sub_website_id: '0' },
    parse: parseNonEmptyObject(parseCommonDataResponse),
  },
  { name: 'compliance check', path: compliancePath, parse: parseNonEmptyObject(parseComplianceResponse) },
  { name: 'user info', path: userInfoPath, parse: parseNonEmptyObject(parseUserInfoResponse) },
  { name: 'account mode', path: accountModePath, parse: parseNonEmptyObject(parseAccountModeResponse) },
  { name: 'KYC status', path: kycStatusPath, parse: parseNonEmptyObject(parseKycStatusResponse) },
  {
    name: 'user tier lookup',
    path: userTierPath,
    query: { kyc_level: '2' },
    parse: parseNonEmptyObject(parseUserTierResponse),
  },
  { name: 'announcements', path: announcementsPath, parse: parseAnnouncementsResponse },
  {
    name: 'notices',
    path: noticesPath,
    query: { type: 'trade', page: '1', size: '10' },
    parse: parseNotificationsResponse,
  },
  { name: 'spot markets', path: spotMarketsPath, parse: parseSpotMarketsResponse },
  { name: 'futures contracts', path: futuresContractsPath, parse: parseFuturesContractsResponse },
  { name: 'delivery contracts', path: deliveryContractsPath, parse: parseDeliveryContractsResponse },
  {
    name: 'options underlyings',
    path: optionsUnderlyingsPath,
    parse: (raw) => parseOptionsUnderlyingsResponse(raw, defaultOptionsMarket),
  },
  { name: 'pilot tokens', path: pilotTokensPath, parse: parsePilotTokensResponse },
  { name: 'alpha tokens', path: alphaTokensPath, parse: parseAlphaTokensResponse },
  { name: 'pre-market currencies', path: preMarketPath, parse: parsePreMarketResponse },
  { name: 'menu tabs', path: menuTabsPath, parse: parseMenuTabsResponse },
  { name: 'buy-crypto fiat setting', path: fiatOptionsPath, parse: parseFiatOptionList },
  { name: 'fiat market rates', path: fiatMarketRatesPath, parse: parseFiatMarketRatesResponse },
  {
    name: 'cross-margin info',
    path: crossMarginInfoPath,
    parse: parseNonEmptyObject(parseCrossMarginInfoResponse),
  },
  {
    name: 'chat room',
    path: chatRoomStatePath,
    query: { lang: 'en', nickname: 'Demo', is_sub_account: '0' },
    parse: parseChatRoomStateResponse,
  },
];

/** The mock API's normal answer for a signed-in VIP (so account calls carry data), as JSON would give it. */
export function fixtureAnswer(endpoint: EndpointParser): unknown {
  const answer = handleMockRequest({
    method: 'GET',
    path: endpoint.path,
    query: endpoint.query ?? {},
    cookies: { demo_login: 'vip' },
  });
  return JSON.parse(JSON.stringify(answer.body)) as unknown;
}
