import { renderHook, waitFor } from '@testing-library/react';
import {
  getFixtures,
  createTestQueryClient,
  requestsTo,
  setUpMockApi,
  wrapperFor,
} from '@site-chrome/dev/testing';
import { useAccountMode } from './account/account-mode';
import { accountModePath, crossMarginInfoPath, kycStatusPath, userInfoPath, userTierPath } from './testing';
import { alphaTokensPath, useAlphaTokens } from './market-lists/alpha-tokens';
import { announcementsPath, useAnnouncements } from './announcements/announcements';
import { commonDataPath, useCommonData } from './common-data/common-data';
import { compliancePath, useCompliance } from './compliance/compliance';
import { useCrossMarginInfo } from './account/cross-margin-info';
import { deliveryContractsPath, useDeliveryContracts } from './market-lists/delivery-contracts';
import { fiatMarketRatesPath, useFiatMarketRates } from './fiat-market-rates/fiat-market-rates';
import { fiatOptionsPath, useFiatOptions } from './fiat-options/fiat-options';
import { footerMenuPath, useFooterMenu } from './footer-menu/footer-menu';
import { futuresContractsPath, useFuturesContracts } from './market-lists/futures-contracts';
import { headerMenuPath, useHeaderMenu } from './header-menu/header-menu';
import { menuTabsPath, useMenuTabs } from './market-lists/menu-tabs';
import { noticesPath, useNotices } from './notices/notices';
import { optionsUnderlyingsPath, useOptionsUnderlyings } from './market-lists/options-underlyings';
import { pilotTokensPath, usePilotTokens } from './market-lists/pilot-tokens';
import { preMarketPath, usePreMarketCurrencies } from './market-lists/pre-market';
import { spotMarketsPath, useSpotMarkets } from './market-lists/spot-markets';
import { useUserInfo } from './account/user-info';
import { useKycStatus } from './account/kyc-status';
import { useUserTier } from './account/user-tier';

setUpMockApi();

const signIn = () => {
  document.cookie = 'demo_login=vip; path=/';
};
afterEach(() => {
  document.cookie = 'demo_login=; max-age=0; path=/';
});

type EndpointCase = {
  path: string;
  query: Record<string, string>;
  useData: () => { data: unknown; isSuccess: boolean; isPlaceholderData: boolean };
  expectData: (data: unknown) => void;
  signedIn?: boolean;
};

const fixtures = getFixtures();
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : -1);

const endpoints: Record<string, EndpointCase> = {
  'header menu': {
    path: headerMenuPath,
    query: { lang: 'ja', platform: 'web' },
    useData: () => useHeaderMenu({ language: 'ja' }),
    expectData: (data) => expect(lengthOf(data)).toBeGreaterThan(0),
  },
  'footer menu': {
    path: footerMenuPath,
    query: { lang: 'en', sub_website_id: '182' },
    useData: () => useFooterMenu({ language: 'en', subWebsiteId: 182 }),
    expectData: (data) => expect(lengthOf(data)).toBeGreaterThan(0),
  },
  'common data': {
    path: commonDataPath,
    query: { lang: 'tr', sub_website_id: '177' },
    useData: () => useCommonData({ language: 'tr', subWebsiteId: 177 }),
    expectData: (data) =>
      expect(data).toMatchObject({ sub_website_id: 177, curr_fiat: 'TRY', lang_prefix: '/tr' }),
  },
  'compliance check': {
    path: compliancePath,
    // Ours (issue 40): the sub-site it answers for, as common data and the footer menu send it.
    query: { sub_website_id: '0' },
    useData: () => useCompliance(),
    expectData: (data) => expect(data).toMatchObject({ menu_list: fixtures.compliance.menu_list }),
  },
  'user info': {
    path: userInfoPath,
    query: {},
    signedIn: true,
    useData: () => useUserInfo(),
    expectData: (data) => expect(data).toMatchObject({ isLogin: true, tier_level: 3 }),
  },
  'KYC status': {
    path: kycStatusPath,
    query: {},
    signedIn: true,
    useData: () => useKycStatus(),
    expectData: (data) => expect(data).toEqual({ status: 'verified', level: 3 }),
  },
  'user tier lookup': {
    path: userTierPath,
    query: { kyc_level: '3' },
    signedIn: true,
    useData: () => useUserTier({ kycLevel: 3 }),
    expectData: (data) => expect(data).toEqual({ withdraw_limit_24h: '8000000', limit_currency: 'USDT' }),
  },
  'account mode': {
    path: accountModePath,
    query: {},
    signedIn: true,
    useData: () => useAccountMode(),
    expectData: (data) => expect(data).toMatchObject({ mode: 'multi_currency' }),
  },
  announcements: {
    path: announcementsPath,
    query: { sub_website_id: '0' },
    useData: () => useAnnouncements(),
    expectData: (data) =>
      expect(data).toMatchObject({ index: { content_id: fixtures.announcements.index.content_id } }),
  },
  'trade notices': {
    path: noticesPath,
    query: { type: 'trade', page: '1', size: '10' },
    signedIn: true,
    useData: () => useNotices({ tab: 'trade' }),
    expectData: (data) => expect(lengthOf(data)).toBe(10),
  },
  'spot markets': {
    path: spotMarketsPath,
    query: { exchange_type: 'ALL', timezone: 'utc8' },
    useData: () => useSpotMarkets({ timezone: 'utc8' }),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.spotRows.length),
  },
  futures: {
    path: futuresContractsPath,
    query: { exchange_type: 'CONTRACT_ALL', timezone: '', is_testnet: '0' },
    useData: () => useFuturesContracts(),
    expectData: (data) => {
      const { BTC, USDT } = data as { BTC: unknown[]; USDT: unknown[] };
      expect(BTC.length + USDT.length).toBe(fixtures.perpetualContracts.length);
    },
  },
  delivery: {
    path: deliveryContractsPath,
    query: {},
    useData: () => useDeliveryContracts({ open: true }),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.deliveryContracts.length),
  },
  'options underlyings': {
    path: optionsUnderlyingsPath,
    query: { market: 'OPTIONS_CHAIN' },
    useData: () => useOptionsUnderlyings(),
    expectData: (data) =>
      expect(lengthOf((data as Record<string, unknown>).OPTIONS_CHAIN)).toBe(
        fixtures.optionsUnderlyings.length,
      ),
  },
  pilot: {
    path: pilotTokensPath,
    query: { exchange_type: 'PILOT_ALL', timezone: 'utc0' },
    useData: () => usePilotTokens({ timezone: 'utc0' }),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.pilotTokens.length),
  },
  alpha: {
    path: alphaTokensPath,
    query: { exchange_type: 'MEMEBOX_ALL', timezone: '' },
    useData: () => useAlphaTokens(),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.alphaTokens.length),
  },
  'pre-market': {
    path: preMarketPath,
    query: { limit: '100', page: '1' },
    useData: () => usePreMarketCurrencies(),
    expectData: (data) => expect(lengthOf((data as { pre_market: unknown }).pre_market)).toBeGreaterThan(0),
  },
  'buy-crypto fiat setting': {
    path: fiatOptionsPath,
    query: {},
    useData: () => useFiatOptions(),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.fiatOptions.length),
  },
  'fiat market rates': {
    path: fiatMarketRatesPath,
    query: {},
    useData: () => useFiatMarketRates(),
    expectData: (data) => expect(Object.keys(data as object)).toEqual(Object.keys(fixtures.fiatMarketRates)),
  },
  'menu tabs': {
    path: menuTabsPath,
    query: { area: 'web_trade', build: '20250814' },
    useData: () => useMenuTabs({ language: 'en' }),
    expectData: (data) => expect(lengthOf(data)).toBe(fixtures.menuTabs.length),
  },
  'cross-margin info': {
    path: crossMarginInfoPath,
    query: {},
    signedIn: true,
    useData: () => useCrossMarginInfo(),
    expectData: (data) => expect(data).toMatchObject({ crossMarginUid: expect.any(String) }),
  },
};

describe.each(Object.entries(endpoints))('the %s hook', (_name, endpoint) => {
  it('makes one GET to its path with the parameters of the spec and yields the parsed answer', async () => {
    if (endpoint.signedIn === true) signIn();

    const { result } = renderHook(endpoint.useData, { wrapper: wrapperFor(createTestQueryClient()) });

    // Common data shows the site defaults as placeholder data until its answer: wait for the answer.
    await waitFor(() => expect(result.current.isSuccess && !result.current.isPlaceholderData).toBe(true));
    endpoint.expectData(result.current.data);
    const requests = requestsTo(endpoint.path);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual(endpoint.query);
  });
});
