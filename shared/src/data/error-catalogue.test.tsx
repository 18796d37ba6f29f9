import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultAccountMode } from '../schemas/account-mode';
import { defaultCommonData } from '../schemas/common-data';
import { emptyCompliance } from '../schemas/compliance';
import { emptyCrossMarginInfo } from '../schemas/cross-margin-info';
import { defaultFiatOptions } from '../schemas/fiat-option';
import { emptyPreMarketCurrencies } from '../schemas/pre-market-currency';
import { visitorUserInfo } from '../schemas/user-info';
import { getFixtures } from '../testing/fixtures';
import { useAccountMode } from './account-mode';
import { useAccountSettings } from './account-settings';
import { useAlphaTokens } from './markets/alpha-tokens';
import { useAnnouncements } from './announcements';
import { useCommonData } from './common-data';
import { useCompliance } from './compliance';
import { useCrossMarginInfo } from './cross-margin-info';
import {
  createTestQueryClient,
  mockServer,
  setMockFault,
  setUpMockApi,
  wrapperFor,
} from '../testing/data-test-kit';
import { useDeliveryContracts } from './markets/delivery-contracts';
import { useFiatMarketRates } from './fiat-market-rates';
import { useFiatOptions } from './fiat-options';
import { useFooterMenu } from './footer-menu';
import { futuresContractsPath, useFuturesContracts } from './markets/futures-contracts';
import { useHeaderMenu } from './header-menu';
import { useMenuTabs } from './markets/menu-tabs';
import { useNotices } from './notices';
import { useOptionsUnderlyings } from './markets/options-underlyings';
import { usePilotTokens } from './markets/pilot-tokens';
import { usePreMarketCurrencies } from './markets/pre-market';
import { useSpotMarkets } from './markets/spot-markets';
import { useUserInfo } from './user-info';
import { expectConsoleErrors } from '../testing/console-errors';

setUpMockApi();

type Hook = () => { data: unknown; isSuccess: boolean; isError: boolean };

// Spec section 8: a failed request yields the empty result (empty list or object, or the default account mode).
const emptyResults: Array<[string, Hook, unknown]> = [
  ['header menu', () => useHeaderMenu({ language: 'en' }), []],
  ['footer menu', () => useFooterMenu({ language: 'en', subWebsiteId: 0 }), []],
  ['common data', () => useCommonData({ language: 'en', subWebsiteId: 0 }), defaultCommonData()],
  ['compliance check', () => useCompliance(), emptyCompliance()],
  ['user info', () => useUserInfo(), visitorUserInfo()],
  ['account settings', () => useAccountSettings(), defaultAccountMode()],
  ['account mode', () => useAccountMode(), defaultAccountMode()],
  ['announcements', () => useAnnouncements(), {}],
  ['notices', () => useNotices({ tab: 'platform' }), []],
  ['spot markets', () => useSpotMarkets(), []],
  ['futures', () => useFuturesContracts(), {}],
  ['delivery', () => useDeliveryContracts({ open: true }), []],
  ['options underlyings', () => useOptionsUnderlyings(), { OPTIONS_CHAIN: [] }],
  ['pilot', () => usePilotTokens(), []],
  ['alpha', () => useAlphaTokens(), []],
  ['pre-market', () => usePreMarketCurrencies(), emptyPreMarketCurrencies()],
  ['buy-crypto fiat setting', () => useFiatOptions(), defaultFiatOptions()],
  ['fiat market rates', () => useFiatMarketRates(), {}],
  ['menu tabs', () => useMenuTabs({ language: 'en' }), []],
  ['cross-margin info', () => useCrossMarginInfo(), emptyCrossMarginInfo()],
];

// A failed request is logged once by the API client; a wrong or empty answer is not an error.
describe.each([
  ['fails (HTTP 500)', 'error', 1],
  ['answers in the wrong shape', 'malformed', 0],
  ['answers empty', 'empty', 0],
] as const)('when the server %s and nothing is cached', (_situation, fault, loggedErrors) => {
  it.each(emptyResults)(
    'the %s hook yields its empty result, not an error',
    async (_name, useData, empty) => {
      const consoleError = expectConsoleErrors();
      setMockFault(fault);

      const { result } = renderHook(useData, { wrapper: wrapperFor(createTestQueryClient()) });

      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data).toEqual(empty);
      expect(result.current.isError).toBe(false);
      expect(consoleError).toHaveBeenCalledTimes(loggedErrors);
      for (const [message] of consoleError.mock.calls)
        expect(String(message)).toMatch(/^\[api\] GET .* failed: HTTP 500/);
    },
  );
});

describe('when a request fails', () => {
  it('the failure is logged once, by the API client', async () => {
    const consoleError = expectConsoleErrors();
    setMockFault('error');

    const { result } = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /apiw/v2/market/spots failed'));
  });
});

describe('when the futures answer has a code other than 200', () => {
  it.each([0, 500])('code %p yields an empty object even though the list has contracts', async (code) => {
    mockServer.use(
      http.get(`*${futuresContractsPath}`, () =>
        HttpResponse.json({ code, data: { list: getFixtures().perpetualContracts } }),
      ),
    );

    const { result } = renderHook(() => useFuturesContracts(), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({});
  });
});
