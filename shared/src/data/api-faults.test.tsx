import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApiClient } from '../api/default-api-client';
import { loginCookieName } from '../mock-api/request-context';
import { createMockApiHandlers } from '../mock-api/msw-handlers';
import type { MockFault } from '../mock-api/request-context';
import { defaultAccountMode } from '../schemas/account-mode';
import { defaultCommonData } from '../schemas/common-data';
import { emptyCompliance } from '../schemas/compliance';
import { emptyCrossMarginInfo } from '../schemas/cross-margin-info';
import { defaultFiatOptions } from '../schemas/fiat-option';
import { emptyPreMarketCurrencies } from '../schemas/pre-market-currency';
import { visitorUserInfo } from '../schemas/user-info';
import { expectConsoleErrors } from '../testing/console-errors';
import {
  createTestQueryClient,
  mockServer,
  setMockFault,
  setUpMockApi,
  wrapperFor,
} from '../testing/data-test-kit';
import { useAccountMode } from './account-mode';
import { useAccountSettings } from './account-settings';
import { useAnnouncements } from './announcements';
import { useCommonData } from './common-data';
import { useCompliance } from './compliance';
import { useCrossMarginInfo } from './cross-margin-info';
import { useFiatMarketRates } from './fiat-market-rates';
import { useFiatOptions } from './fiat-options';
import { useFooterMenu } from './footer-menu';
import { useHeaderMenu } from './header-menu';
import { useAlphaTokens } from './markets/alpha-tokens';
import { useDeliveryContracts } from './markets/delivery-contracts';
import { useFuturesContracts } from './markets/futures-contracts';
import { useMenuTabs } from './markets/menu-tabs';
import { useOptionsUnderlyings } from './markets/options-underlyings';
import { usePilotTokens } from './markets/pilot-tokens';
import { usePreMarketCurrencies } from './markets/pre-market';
import { useSpotMarkets } from './markets/spot-markets';
import { useNotices } from './notices';
import { useUserInfo } from './user-info';

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
  ['account settings', () => useAccountSettings(), defaultAccountMode()],
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
