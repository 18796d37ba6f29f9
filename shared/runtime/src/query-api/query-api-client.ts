import type { QueryMeta } from '@tanstack/react-query';
import { apiGetResult } from '@site-chrome/runtime';
import type { ApiClient } from '../api/api-client';

/*
 * How a query function finds the API client it calls (issue 40). In a browser there is one page and one
 * client, the runtime singleton's. A fragment server answers many sub-sites, languages and visitors at once:
 * it hands each fetch a client of that scope's own in the query's `meta`, so every call carries its own
 * language, sub-site and visitor country, with no process-wide configuration.
 *
 * A sub-path entry bundled where used, not a name of the singleton: a remote built with these names still
 * runs on a page that provides an earlier 2.x runtime, which it reaches only through `apiGetResult`.
 */

/** What a fetcher needs of a client: one GET that says whether it failed. */
export type ApiGetter = Pick<ApiClient, 'getResult'>;

const apiClientMetaKey = 'chromeApiClient';
const visitorDependentMetaKey = 'visitorDependent';

/** The page's client, read at call time (the page may configure it after this module is evaluated). */
const pageApi: ApiGetter = { getResult: (path, options) => apiGetResult(path, options) };

const isApiGetter = (value: unknown): value is ApiGetter =>
  typeof value === 'object' && value !== null && typeof (value as ApiGetter).getResult === 'function';

/** The client this query's fetch calls: the one its caller put in `meta`, else the page's. */
export function apiClientOf(meta: QueryMeta | undefined): ApiGetter {
  const given = meta?.[apiClientMetaKey];
  return isApiGetter(given) ? given : pageApi;
}

/** `meta` with `client` as the client the query's fetch calls (`apiClientOf`). */
export function withApiClient(meta: QueryMeta | undefined, client: ApiGetter): QueryMeta {
  return { ...meta, [apiClientMetaKey]: client };
}

/**
 * The `meta` of a query whose answer depends on the visitor's address (the compliance check, common data's
 * landing country): a server asks for it with the visitor's country and keeps it per country.
 */
export const visitorDependentMeta: QueryMeta = Object.freeze({ [visitorDependentMetaKey]: true });

export function isVisitorDependent(meta: QueryMeta | undefined): boolean {
  return meta?.[visitorDependentMetaKey] === true;
}
