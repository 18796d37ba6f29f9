import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApiClient } from '@site-chrome/runtime/testing';
import { loginCookieName } from '@site-chrome/dev/mock-api';
import { createMockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import type { MockFault } from '@site-chrome/dev/mock-api';
import { defaultAccountMode } from './account/account-mode-schema';
import { defaultCommonData } from './common-data/common-data-schema';
import { emptyCompliance } from './compliance/compliance-schema';
import { emptyCrossMarginInfo } from './account/cross-margin-info-schema';
import { defaultFiatOptions } from './fiat-options/fiat-option';
import { emptyPreMarketCurrencies } from './market-lists/pre-market-currency';
import { visitorUserInfo } from './account/user-info-schema';
import { unknownKycStatus } from './account/kyc-status-schema';
import { unknownUserTier } from './account/user-tier-schema';
import {
  expectConsoleErrors,
  createTestQueryClient,
  mockServer,
  setMockFault,
  setUpMockApi,
  wrapperFor,
} from '@site-chrome/dev/testing';
import { useAccountMode } from './account/account-mode';
import { useAnnouncements } from './announcements/announcements';
import { useCommonData } from './common-data/common-data';
import { useCompliance } from './compliance/compliance';
import { useCrossMarginInfo } from './account/cross-margin-info';
import { useFiatMarketRates } from './fiat-market-rates/fiat-market-rates';
import { useFiatOptions } from './fiat-options/fiat-options';
import { useFooterMenu } from './footer-menu/footer-menu';
import { useHeaderMenu } from './header-menu/header-menu';
import { useAlphaTokens } from './market-lists/alpha-tokens';
import { useDeliveryContracts } from './market-lists/delivery-contracts';
import { useFuturesContracts } from './market-lists/futures-contracts';
import { useMenuTabs } from './market-lists/menu-tabs';
import { useOptionsUnderlyings } from './market-lists/options-underlyings';
import { usePilotTokens } from './market-lists/pilot-tokens';
import { usePreMarketCurrencies } from './market-lists/pre-market';
import { useSpotMarkets } from './market-lists/spot-markets';
import { useNotices } from './notices/notices';
import { useUserInfo } from './account/user-info';
import { useKycStatus } from './account/kyc-status';
import { useUserTier } from './account/user-tier';

setUpMockApi();

type Hook = () => { data: unknown; isSuccess: boolean; isError: boolean; refetch: () => Promise<unknown> };

// Every endpoint the chrome calls (the mock API's routes), through the hook a remote uses, with what it
// yields when nothing usable can be had (spec section 8).
const endpoints: Array<[string, Hook, unknown]> = [
  ['header menu', () => useHeaderMenu({ language: 'en' }), []],
  ['footer menu', () => useFooterMenu({ language: 'en', subWebsiteId: 0 }), []],
  ['common data', () => useCommonData({ language: 'en', subWebsiteId: 0 }), defaultCommonData()],
  ['compliance check', () => useCompliance(), emptyCompliance()],
  ['user info', () => useUserInfo(), visitorUserInfo()],
  ['KYC status', () => useKycStatus(), unknownKycStatus()],
  ['user tier', () => useUserTier({ kycLevel: 2 }), unknownUserTier()],
  ['account mode', () => useAccountMode(), defaultAccountMode()],
  ['announcements', () => useAnnouncements(), {}],
  ['notices', () => useNotices({ tab: 'trade' }), []],
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

/** The client gives up after this long; the slow fault answers later than that. */
const timeoutMs = 50;
const slowAnswerMs = 250;

/** Turns a fault on; "slow" also makes the wait short on both sides, so it costs milliseconds. */
function breakApi(fault: MockFault): void {
  if (fault === 'slow') {
    mockServer.use(...createMockApiHandlers({ slowDelayMs: slowAnswerMs }));
    configureApiClient({ timeoutMs });
  }
  setMockFault(fault);
}

// HTTP 500 and a time-out are failed calls, logged once by the API client; a wrong or empty answer is not.
const faults: Array<[string, MockFault, RegExp | null]> = [
  ['fails with HTTP 500', 'error', /^\[api\] GET .* failed: HTTP 500$/],
  ['answers in the wrong shape', 'malformed', null],
  ['answers empty', 'empty', null],
  [`answers after the ${timeoutMs} ms time-out`, 'slow', /^\[api\] GET .* failed: no answer within 50 ms$/],
];

beforeEach(() => {
  // The signed-in persona, so the account calls carry data that can go stale.
  document.cookie = `${loginCookieName}=vip; path=/`;
});
afterEach(() => {
  document.cookie = `${loginCookieName}=; max-age=0; path=/`;
});

/** Every endpoint's hook on one page, as the chrome mounts them, so each fault costs one render. */
function useEveryEndpoint() {
  // The table is constant, so the hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return endpoints.map(([name, useData]) => [name, useData()] as const);
}

const byName = (results: ReturnType<typeof useEveryEndpoint>) =>
  Object.fromEntries(results.map(([name, result]) => [name, result.data]));

describe.each(faults)('when the API %s', (_situation, fault, loggedError) => {
  it('and nothing was fetched before, every endpoint yields its empty result, not an error', async () => {
    const consoleError = expectConsoleErrors();
    breakApi(fault);

    const { result } = renderHook(useEveryEndpoint, { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.every(([, query]) => query.isSuccess)).toBe(true));
    expect(byName(result.current)).toEqual(
      Object.fromEntries(endpoints.map(([name, , empty]) => [name, empty])),
    );
    expect(result.current.filter(([, query]) => query.isError)).toEqual([]);
    // One clear error per failed call, and none for an answer that is merely wrong or empty.
    expect(consoleError).toHaveBeenCalledTimes(loggedError ? endpoints.length : 0);
    for (const [message] of consoleError.mock.calls) expect(String(message)).toMatch(loggedError ?? /^$/);
  });

  it('after an earlier answer, every endpoint keeps showing it', async () => {
    const consoleError = expectConsoleErrors();
    const { result } = renderHook(useEveryEndpoint, { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(result.current.every(([, query]) => query.isSuccess)).toBe(true));
    const earlier = byName(result.current);
    // Each endpoint had something to lose, or keeping it would prove nothing.
    for (const [name, , empty] of endpoints)
      expect({ name, data: earlier[name] }).not.toEqual({ name, data: empty });
    breakApi(fault);

    await act(() => Promise.all(result.current.map(([, query]) => query.refetch())));

    expect(byName(result.current)).toEqual(earlier);
    expect(result.current.filter(([, query]) => query.isError)).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(loggedError ? endpoints.length : 0);
  });
});
