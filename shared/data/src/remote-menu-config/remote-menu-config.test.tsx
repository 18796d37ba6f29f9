import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createTestQueryClient,
  mockServer,
  requestsTo,
  setUpMockApi,
  wrapperFor,
  expectConsoleErrors,
} from '@site-chrome/dev/testing';
import {
  remoteMenuConfigPath,
  remoteMenuConfigRetries,
  remoteMenuConfigRetryDelayMs,
  useRemoteMenuConfig,
} from './remote-menu-config';

setUpMockApi();

afterEach(() => jest.useRealTimers());

// msw schedules its work with microtasks and immediates; only the clock is faked.
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
const advance = (milliseconds: number) => act(() => jest.advanceTimersByTimeAsync(milliseconds));

describe('the remote menu config (the header menu’s fallback fetch)', () => {
  it('asks with the page language and answers the menu for the placement', async () => {
    const { result } = renderHook(() => useRemoteMenuConfig({ language: 'de', platform: 'h5' }), {
      wrapper: wrapperFor(createTestQueryClient()),
    });

    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    expect(requestsTo(remoteMenuConfigPath)[0]?.searchParams.get('lang')).toBe('de');
    expect(result.current.items.map((item) => item.code)).toContain('h5_rewards');
    expect(result.current.items.map((item) => item.code)).not.toContain('web3');
  });

  it('is retried 3 times, 1 s apart, and then answers no menu', async () => {
    useFakeClock();
    const consoleError = expectConsoleErrors();
    mockServer.use(http.get(`*${remoteMenuConfigPath}`, () => new HttpResponse(null, { status: 503 })));
    const { result } = renderHook(() => useRemoteMenuConfig({ language: 'en' }), {
      wrapper: wrapperFor(createTestQueryClient()),
    });
    await waitFor(() => expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1));

    for (let retry = 1; retry <= remoteMenuConfigRetries; retry += 1) {
      await advance(remoteMenuConfigRetryDelayMs - 1);
      expect(requestsTo(remoteMenuConfigPath)).toHaveLength(retry);
      await advance(1);
      await waitFor(() => expect(requestsTo(remoteMenuConfigPath)).toHaveLength(retry + 1));
    }
    await waitFor(() => expect(result.current.isError).toBe(true));
    await advance(10 * remoteMenuConfigRetryDelayMs);

    expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1 + remoteMenuConfigRetries);
    expect(result.current.items).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1 + remoteMenuConfigRetries);
  });

  it('an empty answer counts as a failure, so it is retried too', async () => {
    useFakeClock();
    mockServer.use(
      http.get(`*${remoteMenuConfigPath}`, () => HttpResponse.json({ code: 0, data: { list: [] } })),
    );
    renderHook(() => useRemoteMenuConfig({ language: 'en' }), {
      wrapper: wrapperFor(createTestQueryClient()),
    });
    await waitFor(() => expect(requestsTo(remoteMenuConfigPath)).toHaveLength(1));

    await advance(remoteMenuConfigRetryDelayMs);

    await waitFor(() => expect(requestsTo(remoteMenuConfigPath)).toHaveLength(2));
  });
});
