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
import { remoteMenuConfigPath, useRemoteMenuConfig } from './remote-menu-config';

setUpMockApi();

afterEach(() => jest.useRealTimers());

// msw schedules its work with microtasks and immediates; only the clock is faked.
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
const advance = (milliseconds: number) => act(() => jest.advanceTimersByTimeAsync(milliseconds));
/**
 * Lets msw answer and the query take the answer in, without moving the clock (what is due now runs):
 * Testing Library's waitFor would advance fake timers while it waits, and so hide a retry that comes late.
 */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await jest.advanceTimersByTimeAsync(0);
  });

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

  // Header spec section 7: "retried 3 times at 1 s intervals". The numbers are written out here, not read
  // from the module's constants, so changing the count or the interval fails this test.
  it('is retried 3 times, 1 s apart (4 requests, at 0, 1, 2 and 3 s), and then answers no menu', async () => {
    useFakeClock();
    const consoleError = expectConsoleErrors();
    mockServer.use(http.get(`*${remoteMenuConfigPath}`, () => new HttpResponse(null, { status: 503 })));
    const { result } = renderHook(() => useRemoteMenuConfig({ language: 'en' }), {
      wrapper: wrapperFor(createTestQueryClient()),
    });
    const requests = () => requestsTo(remoteMenuConfigPath).length;
    await settle();
    expect(requests()).toBe(1);

    // Each retry comes 1,000 ms after the failure before it: not at 999 ms, and not later than 1,000.
    await advance(999);
    await settle();
    expect(requests()).toBe(1);
    await advance(1);
    await settle();
    expect(requests()).toBe(2);

    await advance(999);
    await settle();
    expect(requests()).toBe(2);
    await advance(1);
    await settle();
    expect(requests()).toBe(3);

    await advance(999);
    await settle();
    expect(requests()).toBe(3);
    await advance(1);
    await settle();
    expect(requests()).toBe(4);

    // No fourth retry, however long the page stays.
    await advance(10_000);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests()).toBe(4);
    expect(result.current.items).toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(4);
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

    await advance(1000);

    await waitFor(() => expect(requestsTo(remoteMenuConfigPath)).toHaveLength(2));
  });
});
