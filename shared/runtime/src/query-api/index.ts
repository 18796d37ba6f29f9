/**
 * `@site-chrome/runtime/query-api`: the API client a query function calls (the page's, or the one a fragment
 * server put in the query's `meta`) and the mark of a visitor-dependent query. Bundled where used, stateless.
 */
export { apiClientOf, isVisitorDependent, visitorDependentMeta, withApiClient } from './query-api-client';
export type { ApiGetter } from './query-api-client';
