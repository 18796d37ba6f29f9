import type { ApiResult } from '@site-chrome/runtime';
import { createApiClient, serverTimeoutMs, type ApiClient } from '@site-chrome/runtime/server';
import type { ServerDataScope } from '../types';

/** What marks a call as the fragment server's own (header spec section 7: internal-call and hostname headers). */
export const internalCallHeader = 'X-Internal-Call';
export const hostnameHeader = 'X-Hostname';

interface ScopeApiClientOptions {
  /** Origin of the exchange API. */
  apiBaseUrl: string;
  /** The public host name the pages are served under, sent as the hostname header. */
  siteHostname: string;
}

/**
 * An API client for one fetch of one scope (issue 40): the server's origin and 3000 ms time-out, the
 * internal-call and hostname headers, no reader's cookies (a shared answer must not depend on them), the
 * scope's language and sub-site, and the visitor's country only where the answer depends on it. Nothing
 * process-wide: two renders, or two caches, at once each ask with their own.
 */
export function createScopeApiClient(
  options: ScopeApiClientOptions,
  scope: ServerDataScope,
  visitorDependent: boolean,
): ApiClient {
  return createApiClient({
    baseUrl: options.apiBaseUrl,
    timeoutMs: serverTimeoutMs,
    extraHeaders: { [internalCallHeader]: '1', [hostnameHeader]: options.siteHostname },
    readCookie: () => undefined,
    language: scope.language,
    site: scope.site,
    ...(visitorDependent ? { visitorCountry: scope.visitorCountry } : {}),
  });
}

/** A client that remembers how its calls went, and whether every one brought an answer. */
interface RecordingApiClient {
  client: ApiClient;
  /**
   * At least one call was made and each brought usable data: not a failure (time-out, HTTP error, bad JSON or
   * shape) and not `null`, the fetchers' "answered, but nothing usable" (an empty object where data was due).
   * A query function hides both behind its stale copy or fallback; the server must not.
   */
  answered: () => boolean;
  /** How many calls were made through it. */
  calls: () => number;
}

export function recordingApiClient(client: ApiClient): RecordingApiClient {
  let calls = 0;
  let unanswered = 0;
  async function record<Data>(pending: Promise<ApiResult<Data>>): Promise<ApiResult<Data>> {
    const result = await pending;
    calls += 1;
    if (!result.ok || result.data === null) unanswered += 1;
    return result;
  }
  return {
    client: {
      config: client.config,
      getResult: (path, options) => record(client.getResult(path, options)),
      postResult: (path, options) => record(client.postResult(path, options)),
      get: async (path, { fallback, ...options }) => {
        const result = await record(client.getResult(path, options));
        return result.ok ? result.data : fallback;
      },
      post: async (path, { fallback, ...options }) => {
        const result = await record(client.postResult(path, options));
        return result.ok ? result.data : fallback;
      },
    },
    answered: () => calls > 0 && unanswered === 0,
    calls: () => calls,
  };
}
