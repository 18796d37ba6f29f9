import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { browserTimeoutMs, createApiClient, defaultTimeoutMs } from './api-client';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const server = setupServer(
  http.get('/api/never', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

describe('given a browser page', () => {
  it('uses the 4000 ms browser time-out', () => {
    expect(defaultTimeoutMs()).toBe(browserTimeoutMs);
    expect(browserTimeoutMs).toBe(4000);
  });

  it('gives up after 4000 ms, not before, and yields the fallback', async () => {
    // msw schedules its request handling with queueMicrotask; only the clock itself is faked.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const errorSpy = expectConsoleErrors();
    let settled: string[] | undefined;

    const pending = createApiClient()
      .get('/api/never', { parse: () => ['parsed'], fallback: ['fallback'] })
      .then((value) => (settled = value));
    await jest.advanceTimersByTimeAsync(browserTimeoutMs - 1);
    expect(settled).toBeUndefined();

    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toEqual(['fallback']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]?.[0]).toContain('no answer within 4000 ms');
  });

  it('lets one call override the time-out', async () => {
    const consoleError = expectConsoleErrors();

    const result = await createApiClient({ timeoutMs: 10_000 }).getResult('/api/never', {
      parse: () => 'parsed',
      timeoutMs: 20,
    });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('no answer within 20 ms'));
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'timeout', message: 'no answer within 20 ms' },
    });
  });
});
