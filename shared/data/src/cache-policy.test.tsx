import { hashKey } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createMockApiHandlers } from '@site-chrome/dev/mock-api/msw';
import { cacheFormatVersion } from '@site-chrome/runtime/testing';
import { chromeQueryKeys } from '@site-chrome/runtime';
import type { MenuTab } from './market-lists/menu-tab';
import {
  createTestQueryClient,
  flushScheduledWrites,
  mockServer,
  requestsTo,
  setMockFault,
  setUpMockApi,
  wrapperFor,
  expectConsoleErrors,
} from '@site-chrome/dev/testing';
import {
  futuresContractsPath,
  futuresContractsPersister,
  useFuturesContracts,
} from './market-lists/futures-contracts';
import { menuTabsPath, menuTabsPersister, useMenuTabs } from './market-lists/menu-tabs';
import { preMarketPath, preMarketPersister, usePreMarketCurrencies } from './market-lists/pre-market';
import { spotMarketsPath, spotMarketsPersister, useSpotMarkets } from './market-lists/spot-markets';

setUpMockApi();

const englishTabsKey = chromeQueryKeys.menuTabs({ language: 'en' });
const chineseTabsKey = chromeQueryKeys.menuTabs({ language: 'zh' });
const cachedTabs: MenuTab[] = [
  { market: 'trade', title: 'Spot (from an earlier visit)', sub: [], options: [] },
];
const oneMinute = 60_000;

/** Writes a copy the way the persister stores it, `ageMs` old. */
function storeCopy(storageKey: string, queryKey: QueryKey, data: unknown, ageMs = 0): void {
  const persisted = {
    buster: cacheFormatVersion,
    queryHash: hashKey(queryKey),
    queryKey,
    state: { data, dataUpdatedAt: Date.now() - ageMs, error: null, errorUpdatedAt: 0, status: 'success' },
  };
  window.localStorage.setItem(storageKey, JSON.stringify(persisted));
}

function storedData(storageKey: string): unknown {
  const text = window.localStorage.getItem(storageKey);
  return text === null ? undefined : (JSON.parse(text) as { state: { data: unknown } }).state.data;
}

function renderMenuTabs(language = 'en', client = createTestQueryClient()) {
  return renderHook(() => useMenuTabs({ language }), { wrapper: wrapperFor(client) });
}

describe('given a valid copy stored by an earlier page load', () => {
  it('shows the copy and makes no request while it is fresh', async () => {
    storeCopy(menuTabsPersister.storageKeyFor(englishTabsKey), englishTabsKey, cachedTabs);

    const { result } = renderMenuTabs();

    await waitFor(() => expect(result.current.data).toEqual(cachedTabs));
    await flushScheduledWrites();
    expect(requestsTo(menuTabsPath)).toHaveLength(0);
  });

  it('stores what one page fetched so the next page load shows it without a request', async () => {
    const firstPage = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(firstPage.result.current.data?.length).toBeGreaterThan(2000));
    const storageKey = spotMarketsPersister.storageKeyFor(chromeQueryKeys.spotMarkets({ timezone: '' }));
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).not.toBeNull());
    firstPage.unmount();

    const nextPage = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });

    // Compared by pair: JSON turns the parser's -0 into 0, a difference no one can see.
    const pairs = (markets: { pair: string }[] | undefined) => markets?.map((market) => market.pair);
    await waitFor(() =>
      expect(pairs(nextPage.result.current.data)).toEqual(pairs(firstPage.result.current.data)),
    );
    expect(requestsTo(spotMarketsPath)).toHaveLength(1);
  });

  it('when the copy is older than a minute, shows it at once and refreshes it in the background', async () => {
    storeCopy(menuTabsPersister.storageKeyFor(englishTabsKey), englishTabsKey, cachedTabs, 5 * oneMinute);
    // A slow server, so the copy is on screen while the refresh is under way.
    mockServer.use(...createMockApiHandlers({ slowDelayMs: 100 }));
    setMockFault('slow');

    const shown: unknown[] = [];
    const { result } = renderHook(
      () => {
        const query = useMenuTabs({ language: 'en' });
        if (query.data !== undefined && shown.at(-1) !== query.data) shown.push(query.data);
        return query;
      },
      { wrapper: wrapperFor(createTestQueryClient()) },
    );

    await waitFor(() => expect(result.current.data?.[0]?.title).toBe('Spot'));
    expect(shown).toEqual([cachedTabs, result.current.data]);
    expect(requestsTo(menuTabsPath)).toHaveLength(1);
  });
});

describe('given a stored copy that fails its acceptance check', () => {
  const storageKey = menuTabsPersister.storageKeyFor(englishTabsKey);

  it.each([
    ['an empty list', () => storeCopy(storageKey, englishTabsKey, [])],
    ['an empty object', () => storeCopy(storageKey, englishTabsKey, {})],
    ['corrupted JSON', () => window.localStorage.setItem(storageKey, '{"state": {"data": [')],
    ['something that is not a stored query', () => window.localStorage.setItem(storageKey, '[1, 2, 3]')],
  ])('holding %s, deletes it, fetches and stores the fresh answer', async (_situation, store) => {
    store();

    const { result } = renderMenuTabs();

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(requestsTo(menuTabsPath)).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`discarding "${storageKey}"`));
    await waitFor(() => expect(storedData(storageKey)).toEqual(result.current.data));
  });

  it('deletes futures data whose BTC and USDT lists are both empty', async () => {
    const key = chromeQueryKeys.futuresContracts({ timezone: '' });
    storeCopy(futuresContractsPersister.storageKeyFor(key), key, { BTC: [], USDT: [] });

    const { result } = renderHook(() => useFuturesContracts(), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.data).toHaveProperty('USDT'));
    expect(requestsTo(futuresContractsPath)).toHaveLength(1);
  });

  it('deletes pre-market data whose groups are not arrays', async () => {
    const key = chromeQueryKeys.preMarketCurrencies();
    storeCopy(preMarketPersister.storageKeyFor(key), key, { premint: 'x', pre_market: { a: 1 } });

    const { result } = renderHook(() => usePreMarketCurrencies(), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.data?.pre_market.length).toBeGreaterThan(0));
    expect(requestsTo(preMarketPath)).toHaveLength(1);
  });
});

describe('given a copy stored for another language', () => {
  it('after switching to Chinese, fetches the Chinese tabs and keeps the English copy', async () => {
    const englishStorageKey = menuTabsPersister.storageKeyFor(englishTabsKey);
    storeCopy(englishStorageKey, englishTabsKey, cachedTabs);

    const { result } = renderMenuTabs('zh');

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(result.current.data).not.toEqual(cachedTabs);
    expect(requestsTo(menuTabsPath)).toHaveLength(1);
    expect(storedData(englishStorageKey)).toEqual(cachedTabs);
  });

  it('refuses an English copy found under the Chinese storage key, deletes it and fetches', async () => {
    const chineseStorageKey = menuTabsPersister.storageKeyFor(chineseTabsKey);
    storeCopy(chineseStorageKey, englishTabsKey, cachedTabs);

    const { result } = renderMenuTabs('zh');

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(result.current.data).not.toEqual(cachedTabs);
    expect(requestsTo(menuTabsPath)).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('another language'));
  });
});

/** A failed request is logged once, by the API client; an empty or malformed answer is not an error. */
function expectFailureLoggedOnlyFor(fault: 'empty' | 'malformed' | 'error', consoleError: jest.SpyInstance) {
  if (fault !== 'error') {
    expect(consoleError).not.toHaveBeenCalled();
    return;
  }
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringMatching(/^\[api\] GET \/apiw\/v2\/common\/tabs failed: HTTP 500/),
  );
}

describe('when the fresh answer is not usable', () => {
  it.each([
    ['empty', 'empty'],
    ['malformed (fails validation)', 'malformed'],
    ['a failure (HTTP 500)', 'error'],
  ] as const)('and it is %s, keeps showing the stale copy in memory', async (_situation, fault) => {
    const consoleError = expectConsoleErrors();
    const { result } = renderMenuTabs();
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    const shownBefore = result.current.data;

    setMockFault(fault);
    await result.current.refetch();

    expect(requestsTo(menuTabsPath)).toHaveLength(2);
    expect(result.current.data).toBe(shownBefore);
    expect(result.current.isError).toBe(false);
    expectFailureLoggedOnlyFor(fault, consoleError);
  });

  it.each([
    ['empty', 'empty'],
    ['a failure (HTTP 500)', 'error'],
  ] as const)('and it is %s, keeps showing the stale stored copy', async (_situation, fault) => {
    const consoleError = expectConsoleErrors();
    storeCopy(menuTabsPersister.storageKeyFor(englishTabsKey), englishTabsKey, cachedTabs, 5 * oneMinute);
    setMockFault(fault);

    const { result } = renderMenuTabs();

    await waitFor(() => expect(requestsTo(menuTabsPath)).toHaveLength(1));
    await flushScheduledWrites();
    expect(result.current.data).toEqual(cachedTabs);
    expect(storedData(menuTabsPersister.storageKeyFor(englishTabsKey))).toEqual(cachedTabs);
    expectFailureLoggedOnlyFor(fault, consoleError);
  });

  it.each([
    ['empty', 'empty'],
    ['malformed (fails validation)', 'malformed'],
    ['a failure (HTTP 500)', 'error'],
  ] as const)(
    'and it is %s with nothing cached, shows the default and stores nothing',
    async (_situation, fault) => {
      const consoleError = expectConsoleErrors();
      setMockFault(fault);

      const { result } = renderMenuTabs();

      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      await flushScheduledWrites();
      expect(result.current.data).toEqual([]);
      expect(window.localStorage.getItem(menuTabsPersister.storageKeyFor(englishTabsKey))).toBeNull();
      expectFailureLoggedOnlyFor(fault, consoleError);
    },
  );
});
