import { QueryClient } from '@tanstack/react-query';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ApiResult } from '../api/api-result';
import { createCachedQueryFn } from './cached-query-fn';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

const queryKey = ['chrome', 'test-list'] as const;
const failure: ApiResult<never> = {
  ok: false,
  error: { reason: 'http-status', status: 500, message: 'HTTP 500', method: 'GET', path: '/x' },
};

const unusableAnswers: Array<[string, ApiResult<string[] | null>]> = [
  ['empty', { ok: true, data: [] }],
  ['carrying nothing (null)', { ok: true, data: null }],
  ['a failure', failure],
];

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => client.clear());

type Fetch = (context: QueryFunctionContext) => Promise<ApiResult<string[] | null>>;

function fetchWith(answer: ApiResult<string[] | null> | Fetch) {
  const fetch = jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(
    typeof answer === 'function' ? answer : async () => answer,
  );
  return {
    fetch,
    load: () =>
      client.fetchQuery({
        queryKey,
        queryFn: createCachedQueryFn({ fetch, fallback: () => ['default'] }),
        staleTime: 0,
      }),
  };
}

describe('given nothing in the cache', () => {
  it('a usable fresh answer is the result', async () => {
    expect(await fetchWith({ ok: true, data: ['fresh'] }).load()).toEqual(['fresh']);
  });

  it.each(unusableAnswers)('a fresh answer that is %s yields the default', async (_situation, answer) => {
    expect(await fetchWith(answer).load()).toEqual(['default']);
  });

  it('a fetcher that throws yields the default and is logged, never rejects', async () => {
    const errorSpy = expectConsoleErrors();
    const { load } = fetchWith(() => Promise.reject(new Error('bug in a fetcher')));

    expect(await load()).toEqual(['default']);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('threw'), expect.any(Error));
  });
});

describe('given a stale copy in the cache', () => {
  beforeEach(() => client.setQueryData(queryKey, ['stale']));

  it('a usable fresh answer replaces it', async () => {
    expect(await fetchWith({ ok: true, data: ['fresh'] }).load()).toEqual(['fresh']);
  });

  it.each(unusableAnswers)('a fresh answer that is %s keeps the stale copy', async (_situation, answer) => {
    expect(await fetchWith(answer).load()).toEqual(['stale']);
  });
});

describe('given a stale copy that itself fails the acceptance check (an earlier default)', () => {
  it('a failure yields the default again', async () => {
    client.setQueryData(queryKey, []);
    expect(await fetchWith(failure).load()).toEqual(['default']);
  });
});

describe('with an acceptance check of its own', () => {
  it('a fresh answer the check refuses falls back to the stale copy', async () => {
    client.setQueryData(queryKey, ['stale', 'with two']);
    const fetch = async (): Promise<ApiResult<string[]>> => ({ ok: true, data: ['only one'] });

    const result = await client.fetchQuery({
      queryKey,
      queryFn: createCachedQueryFn({
        fetch,
        accept: (value) => Array.isArray(value) && value.length > 1,
        fallback: () => [],
      }),
      staleTime: 0,
    });

    expect(result).toEqual(['stale', 'with two']);
  });
});

it('passes the query signal to the fetcher so an abandoned request can be cancelled', async () => {
  const { fetch, load } = fetchWith({ ok: true, data: ['fresh'] });
  await load();
  expect(fetch.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
});
