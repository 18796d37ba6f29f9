import { queryOptions, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { apiGetResult, createCachedQueryFn } from '@site-chrome/runtime';
import { parseNonEmptyObject } from '@site-chrome/runtime/schemas';

type QueryFields = Record<string, string | number>;

export interface AccountQueryDefinition<Data, Params> {
  /** The endpoint, relative to the page origin. */
  path: string;
  /** Its key, from the runtime's one key factory (`chromeQueryKeys`). */
  key: (params: Params) => QueryKey;
  /** Parses the whole answer; runs only on a non-empty `data` object (`parseNonEmptyObject`). */
  parse: (raw: unknown) => Data;
  /** What the reader sees when the call fails and no stale copy is at hand (spec section 8). */
  fallback: () => Data;
  /** The query string the call sends, when it takes parameters. */
  query?: (params: Params) => QueryFields;
}

export interface AccountQuery<Data, Params> {
  path: string;
  /** The query's hook; `enabled` defaults to true (callers pass false for visitors). */
  useQuery: (params: Params, options?: { enabled?: boolean }) => UseQueryResult<Data>;
}

/**
 * The signed-in endpoints (user info, account mode, KYC status, user tier, cross-margin info) are one
 * pattern: a GET whose `data` is an object, parsed once in the fetcher, an empty answer counted as nothing,
 * and the cache policy's stale copy or default when the call fails. Five copies of it became this one
 * definition; each endpoint now says only what differs: its path, key, parser, default and query string.
 */
export function defineAccountQuery<Data, Params = void>(
  definition: AccountQueryDefinition<Data, Params>,
): AccountQuery<Data, Params> {
  const { path, key, parse, fallback, query } = definition;
  const optionsFor = (params: Params) =>
    queryOptions({
      queryKey: key(params),
      queryFn: createCachedQueryFn({
        fetch: ({ signal }) =>
          apiGetResult(path, { query: query?.(params), parse: parseNonEmptyObject(parse), signal }),
        fallback,
      }),
    });
  function useAccountQuery(params: Params, { enabled = true }: { enabled?: boolean } = {}) {
    return useQuery({ ...optionsFor(params), enabled });
  }
  return { path, useQuery: useAccountQuery };
}
