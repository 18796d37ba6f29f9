import { act, renderHook, waitFor } from '@testing-library/react';
import { createTestQueryClient, requestsTo, setUpMockApi, wrapperFor } from '@site-chrome/dev/testing';
import {
  deliveryContractsPath,
  deliveryContractsQueryOptions,
  deliveryStaleTimeMs,
  useDeliveryContracts,
} from './market-lists/delivery-contracts';
import {
  futuresContractsPath,
  futuresContractsQueryOptions,
  futuresRefetchIntervalMs,
  useFuturesContracts,
} from './market-lists/futures-contracts';
import { noticesPath, useNotices } from './notices/notices';
import { optionsUnderlyingsPath, useOptionsUnderlyings } from './market-lists/options-underlyings';
import { alphaTokensPath, useAlphaTokens } from './market-lists/alpha-tokens';
import { pilotTokensPath, usePilotTokens } from './market-lists/pilot-tokens';
import { preMarketPath, usePreMarketCurrencies } from './market-lists/pre-market';
import { spotMarketsPath, useSpotMarkets } from './market-lists/spot-markets';

setUpMockApi();

afterEach(() => jest.useRealTimers());

// msw schedules its work with microtasks and immediates; only the clock is faked.
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
const advance = (milliseconds: number) => act(() => jest.advanceTimersByTimeAsync(milliseconds));

describe('given the futures panel is shown', () => {
  it('asks for the list again every 600000 ms, not sooner', async () => {
    useFakeClock();
    const { result } = renderHook(() => useFuturesContracts(), {
      wrapper: wrapperFor(createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(futuresContractsPath)).toHaveLength(1);

    await advance(futuresRefetchIntervalMs - 1000);
    expect(requestsTo(futuresContractsPath)).toHaveLength(1);

    await advance(1000);
    await waitFor(() => expect(requestsTo(futuresContractsPath)).toHaveLength(2));
  });

  it('declares the interval in its query options', () => {
    expect(futuresContractsQueryOptions({ timezone: '' }).refetchInterval).toBe(600_000);
  });
});

describe('given the delivery tab', () => {
  it('while it is closed, fetches nothing', async () => {
    useFakeClock();
    renderHook(() => useDeliveryContracts({ open: false }), { wrapper: wrapperFor(createTestQueryClient()) });

    // Ten minutes of page time, past any stale time or poll, and still nothing asked.
    await advance(600_000);
    expect(requestsTo(deliveryContractsPath)).toHaveLength(0);
  });

  it('after the user opens it, fetches once; reopening within 30 s asks nothing new', async () => {
    useFakeClock();
    const client = createTestQueryClient();
    const { result, rerender } = renderHook(({ open }) => useDeliveryContracts({ open }), {
      wrapper: wrapperFor(client),
      initialProps: { open: false },
    });

    rerender({ open: true });
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    rerender({ open: false });
    await advance(deliveryStaleTimeMs - 1000);
    rerender({ open: true });
    await advance(0);
    expect(requestsTo(deliveryContractsPath)).toHaveLength(1);

    rerender({ open: false });
    await advance(2000);
    rerender({ open: true });
    await waitFor(() => expect(requestsTo(deliveryContractsPath)).toHaveLength(2));
  });

  it('never polls', () => {
    const options = deliveryContractsQueryOptions();
    expect(options.staleTime).toBe(30_000);
    expect(options.refetchInterval).toBe(false);
  });
});

describe('given market panels that have not been triggered yet', () => {
  it.each<[string, string, () => { data: unknown }]>([
    ['spot', spotMarketsPath, () => useSpotMarkets({ enabled: false })],
    ['futures', futuresContractsPath, () => useFuturesContracts({ enabled: false })],
    ['options', optionsUnderlyingsPath, () => useOptionsUnderlyings({ enabled: false })],
    ['pilot', pilotTokensPath, () => usePilotTokens({ enabled: false })],
    ['alpha', alphaTokensPath, () => useAlphaTokens({ enabled: false })],
    ['pre-market', preMarketPath, () => usePreMarketCurrencies({ enabled: false })],
    ['notices', noticesPath, () => useNotices({ tab: 'trade', enabled: false })],
  ])('the %s data is not fetched until the panel asks for it', async (_panel, path, useData) => {
    useFakeClock();
    const { result } = renderHook(useData, { wrapper: wrapperFor(createTestQueryClient()) });

    await advance(600_000);
    expect(requestsTo(path)).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('the first time the spot panel is triggered, its data is fetched once', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useSpotMarkets({ enabled }), {
      wrapper: wrapperFor(createTestQueryClient()),
      initialProps: { enabled: false },
    });

    rerender({ enabled: true });

    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(requestsTo(spotMarketsPath)).toHaveLength(1);
  });
});
