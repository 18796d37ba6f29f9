import { createApiClient } from './api-client';
import type { ApiCallOptions, ApiClient, ApiClientConfig, ApiPostOptions, WithFallback } from './api-client';
import type { ApiResult } from './api-result';

/**
 * The page's client. `shared` is one singleton on the page, so the store configures it once
 * (language, sub-site) and every remote's fetchers use it. Server-side code should build its own
 * client per request with `createApiClient`, since requests differ in language and cookies.
 */
let activeOverrides: Partial<ApiClientConfig> = {};
let activeClient: ApiClient = createApiClient();

/** Merges changes into the page's client configuration, e.g. `configureApiClient({ language, site })`. */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  activeOverrides = { ...activeOverrides, ...changes };
  activeClient = createApiClient(activeOverrides);
}

/** Back to the defaults; tests call it in `afterEach`. */
export function resetApiClient(): void {
  activeOverrides = {};
  activeClient = createApiClient();
}

export function getApiClient(): ApiClient {
  return activeClient;
}

export function apiGet<Data>(
  path: string,
  options: ApiCallOptions<Data> & WithFallback<Data>,
): Promise<Data> {
  return activeClient.get(path, options);
}

export function apiPost<Data>(
  path: string,
  options: ApiPostOptions<Data> & WithFallback<Data>,
): Promise<Data> {
  return activeClient.post(path, options);
}

export function apiGetResult<Data>(path: string, options: ApiCallOptions<Data>): Promise<ApiResult<Data>> {
  return activeClient.getResult(path, options);
}

export function apiPostResult<Data>(path: string, options: ApiPostOptions<Data>): Promise<ApiResult<Data>> {
  return activeClient.postResult(path, options);
}
