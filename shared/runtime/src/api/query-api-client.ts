import type { QueryMeta } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { getApiClient } from './default-api-client';

/*
 * How a query function finds the API client it calls (issue 40). In a browser there is one page and one
 * client (`getApiClient`). A fragment server answers many sub-sites, languages and visitors at once: it hands
 * each fetch a client of that scope's own in the query's `meta`, so every call carries its own language,
 * sub-site and visitor country, with no process-wide configuration.
 */

const apiClientMetaKey = 'chromeApiClient';
const visitorDependentMetaKey = 'visitorDependent';

const isApiClient = (value: unknown): value is ApiClient =>
  typeof value === 'object' && value !== null && typeof (value as ApiClient).getResult === 'function';

/** The client this query's fetch calls: the one its caller put in `meta`, else the page's. */
export function apiClientOf(meta: QueryMeta | undefined): ApiClient {
  const given = meta?.[apiClientMetaKey];
  return isApiClient(given) ? given : getApiClient();
}

/** `meta` with `client` as the client the query's fetch calls (`apiClientOf`). */
export function withApiClient(meta: QueryMeta | undefined, client: ApiClient): QueryMeta {
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
