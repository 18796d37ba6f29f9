import { act, renderHook, waitFor } from '@testing-library/react';
import { chromeStore } from '../store/chrome-store';
import {
  createTestQueryClient,
  expectConsoleErrors,
  requestsTo,
  setUpMockApi,
  wrapperFor,
} from '@site-chrome/dev/testing';
import { headerMenuPath } from '@site-chrome/data/testing';
import { useHeaderMenu } from '@site-chrome/data/header-menu';
import { spotMarketsPath } from '@site-chrome/data/testing';
import { useSpotMarkets } from '@site-chrome/data/market-lists';

setUpMockApi();

describe('given the page store says which change window and language to show', () => {
  // The hooks under test are still mounted here: their store update belongs inside act().
  afterEach(() =>
    act(() => chromeStore.setState({ site: 'main', language: 'en', storedChangeWindow: undefined })),
  );

  it('the market lists ask for that window', async () => {
    chromeStore.setState({ storedChangeWindow: 'utc8' });

    const { result } = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(spotMarketsPath)[0]?.searchParams.get('timezone')).toBe('utc8');
  });

  it('on the US site the window is always the rolling 24 h, sent blank', async () => {
    chromeStore.setState({ site: 'us', storedChangeWindow: 'utc0' });

    const { result } = renderHook(() => useSpotMarkets(), { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(spotMarketsPath)[0]?.searchParams.get('timezone')).toBe('');
  });

  it('per-language data follows the page language', async () => {
    chromeStore.setState({ language: 'ko' });

    const { result } = renderHook(() => useHeaderMenu(), { wrapper: wrapperFor(createTestQueryClient()) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsTo(headerMenuPath)[0]?.searchParams.get('lang')).toBe('ko');
  });
});

describe('used outside ChromeProviders (header spec section 8, misuse)', () => {
  it('a data hook throws a message that names the provider to add and how', () => {
    const consoleError = expectConsoleErrors();

    expect(() => renderHook(() => useHeaderMenu())).toThrow(
      /^\[site-chrome\] @site-chrome\/data hooks .* must be used within ChromeProviders: .*defineExposedComponent.*<ChromeProviders>/,
    );
    // React reports the error it rethrows; nothing else is logged.
    for (const [message] of consoleError.mock.calls as unknown[][]) {
      expect(String(message)).not.toMatch(/No QueryClient set/);
    }
  });
});
