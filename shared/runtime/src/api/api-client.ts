import * as z from '@site-chrome/runtime/schema-kit';
import { readCookie } from '@site-chrome/rules/settings';
import { resolveSite } from '../store/resolve-site';
import type { ApiError, ApiFailureReason, ApiResult } from './api-result';
import { isPageAnswered, type PageAnswer } from './page-answer';
import { sendsCredentialsTo } from './request-origin';
import { buildRequestHeaders, buildRequestUrl, csrfCookieName, toSearchParams } from './request-parts';
import type { RequestFields } from './request-parts';

export const browserTimeoutMs = 4000;
export const serverTimeoutMs = 3000;

/** Header spec section 9: 4000 ms in the browser, 3000 ms on the server (no `window`). */
export function defaultTimeoutMs(): number {
  return typeof window === 'undefined' ? serverTimeoutMs : browserTimeoutMs;
}

export interface ApiClientConfig {
  /** UI language, sent as `X-Gate-AppLang` after mapping (zh -> cn, ...). Default `'en'`. */
  language: string;
  /** Sub-site key or id; its code is sent as `X-Gate-AppType`. Default `'main'` (code 0). */
  site: string | number;
  /**
   * Put before every path. Default `''`: relative, same origin as the page; server-side callers set an origin.
   * In a browser, a base on another origin gets no cookies, CSRF token or extra headers (request-origin.ts).
   */
  baseUrl: string;
  /** Time-out per call in milliseconds. Default: `defaultTimeoutMs()` at call time (4000 browser, 3000 server). */
  timeoutMs: number | undefined;
  /** Added to every call, e.g. the internal-call and hostname headers of server-side requests. Default none. */
  extraHeaders: Readonly<Record<string, string>>;
  /** Reads a cookie by name, for the CSRF token. Default: `document.cookie`; on the server, the request's cookies. */
  readCookie: (name: string) => string | undefined;
  /**
   * The visitor a call asks for, sent as `X-Visitor-Country` (two upper-case letters, `XX` when unknown): a
   * fragment server asks from its own address, so the visitor's country travels with the call. Default none:
   * the caller's own address decides (a browser).
   */
  visitorCountry?: string;
}

export interface ApiCallOptions<Data> {
  /** Query-string values; `undefined` and `null` are left out. Default none. */
  query?: RequestFields;
  /** Turns the JSON body into `Data`; throwing rejects it (a zod schema's `parse` fits). */
  parse: (raw: unknown) => Data;
  /** Cancels the call (e.g. react-query's signal); a cancelled call is not logged. Default none. */
  signal?: AbortSignal;
  /** Overrides the client's time-out for this call. Default: the client's. */
  timeoutMs?: number;
  /**
   * `'json'` (default): the API's answer, a 2xx with a JSON body, given to `parse`. `'page'`: a page of the
   * site (`GET /logout`), whose redirect is not followed and whose body is not read: any 2xx, 3xx or opaque
   * redirect answers it (`page-answer.ts`) and `parse` gets a `PageAnswer`. A page whose runtime predates
   * `'page'` ignores it and gives `parse` the JSON body, so `parse` should accept that too.
   */
  answer?: 'json' | 'page';
}

export interface ApiPostOptions<Data> extends ApiCallOptions<Data> {
  /** Form fields, sent form-encoded. Default none. */
  body?: RequestFields;
}

export interface WithFallback<Data> {
  /** What a failed call resolves to: the empty result the spec names for that call. */
  fallback: Data;
}

export interface ApiClient {
  readonly config: Readonly<ApiClientConfig>;
  /** Resolves to the parsed data, or to `fallback` after logging once; never rejects. */
  get<Data>(path: string, options: ApiCallOptions<Data> & WithFallback<Data>): Promise<Data>;
  post<Data>(path: string, options: ApiPostOptions<Data> & WithFallback<Data>): Promise<Data>;
  /** Like `get`, but says whether the call failed, for callers (caches) that fall back to stale data. */
  getResult<Data>(path: string, options: ApiCallOptions<Data>): Promise<ApiResult<Data>>;
  postResult<Data>(path: string, options: ApiPostOptions<Data>): Promise<ApiResult<Data>>;
}

const defaultApiClientConfig: Readonly<ApiClientConfig> = {
  language: 'en',
  site: 'main',
  baseUrl: '',
  timeoutMs: undefined,
  extraHeaders: {},
  readCookie: (name) => readCookie(name),
};

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

function describeParseError(error: unknown): string {
  const detail = error instanceof z.ZodError ? z.prettifyError(error) : describeError(error);
  return `response did not match the expected shape: ${detail}`;
}

/**
 * Builds an API client around one configuration. Every failure is logged here exactly once, so
 * callers (and caches built on `getResult`) should not log it again.
 */
export function createApiClient(overrides: Partial<ApiClientConfig> = {}): ApiClient {
  const config: Readonly<ApiClientConfig> = { ...defaultApiClientConfig, ...overrides };

  async function request<Data>(
    method: 'GET' | 'POST',
    path: string,
    options: ApiPostOptions<Data>,
  ): Promise<ApiResult<Data>> {
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? defaultTimeoutMs();
    const controller = new AbortController();
    let timedOut = false;

    const fail = (reason: ApiFailureReason, message: string, status?: number): ApiResult<Data> => {
      const error: ApiError = { reason, message, method, path, ...(status === undefined ? {} : { status }) };
      if (reason !== 'aborted') console.error(`[api] ${method} ${path} failed: ${message}`);
      return { ok: false, error };
    };
    // After an abort, fetch and body reads reject with a generic AbortError; say which abort it was.
    const failAfterRejection = (otherwise: ApiFailureReason, error: unknown): ApiResult<Data> => {
      if (timedOut) return fail('timeout', `no answer within ${timeoutMs} ms`);
      if (options.signal?.aborted) return fail('aborted', 'cancelled by the caller');
      return fail(otherwise, describeError(error));
    };

    if (options.signal?.aborted) return fail('aborted', 'cancelled by the caller');
    const cancel = (): void => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    try {
      const url = buildRequestUrl(config.baseUrl, path, options.query);
      const toOwnOrigin = sendsCredentialsTo(url, config.baseUrl);
      let response: Response;
      try {
        // eslint-disable-next-line no-restricted-globals
        response = await fetch(url, {
          method,
          // Cookies go to the page's own origin only, and not after a redirect to another one (which
          // 'include' would allow); the CSRF token and extra headers follow the same rule, below.
          credentials: 'same-origin',
          headers: buildRequestHeaders({
            method,
            language: config.language,
            appType: resolveSite(config.site).appType,
            visitorCountry: config.visitorCountry,
            toOwnOrigin,
            csrfToken: toOwnOrigin ? config.readCookie(csrfCookieName) : undefined,
            extraHeaders: config.extraHeaders,
          }),
          body: method === 'POST' ? toSearchParams(options.body) : undefined,
          signal: controller.signal,
          // A page's redirect is not followed: where it leads (a login page, maybe on another origin) is not
          // wanted, and following it across origins would fail as a network error though the page answered.
          ...(options.answer === 'page' ? { redirect: 'manual' as const } : {}),
        });
      } catch (error) {
        return failAfterRejection('network', error);
      }
      let raw: unknown;
      if (options.answer === 'page') {
        // How a page answered decides; its body (HTML, JSON, anything) is let go unread.
        void response.body?.cancel().catch(() => undefined);
        if (!isPageAnswered(response)) return fail('http-status', `HTTP ${response.status}`, response.status);
        raw = {
          status: response.status,
          opaqueRedirect: response.type === 'opaqueredirect',
        } satisfies PageAnswer;
      } else {
        if (!response.ok) return fail('http-status', `HTTP ${response.status}`, response.status);
        try {
          const text = await response.text();
          raw = response.status === 204 ? null : JSON.parse(text);
        } catch (error) {
          return failAfterRejection('invalid-json', error);
        }
      }
      try {
        return { ok: true, data: options.parse(raw) };
      } catch (error) {
        return fail('invalid-data', describeParseError(error), response.status);
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  async function withFallback<Data>(result: Promise<ApiResult<Data>>, fallback: Data): Promise<Data> {
    const settled = await result;
    return settled.ok ? settled.data : fallback;
  }

  return {
    config,
    get: (path, { fallback, ...options }) => withFallback(request('GET', path, options), fallback),
    post: (path, { fallback, ...options }) => withFallback(request('POST', path, options), fallback),
    getResult: (path, options) => request('GET', path, options),
    postResult: (path, options) => request('POST', path, options),
  };
}
